/** /retreats: each weekend's card and what can be done with it. */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import { CURRENT, PAST_CLOSED, retreatList } from "./fixtures";
import RetreatsPage from "./RetreatsPage";
import { answers, mutation, resetConvex, signInAs } from "./testConvex";

vi.mock("convex/react", async () => (await import("./testConvex")).convexReact);

const page = (
  <MemoryRouter>
    <NotificationProvider>
      <RetreatsPage />
    </NotificationProvider>
  </MemoryRouter>
);

beforeEach(() => {
  resetConvex();
  signInAs("admin");
  answers.set("retreats:list", retreatList(CURRENT));
});
afterEach(cleanup);

const card = (name: string) => within(screen.getByRole("article", { name }));
const buttonNames = (name: string) => card(name).getAllByRole("button").map((button) => button.textContent);

test("each weekend newest first: its marks, dates, men and actions", () => {
  render(page);
  expect(screen.getByRole("heading", { level: 1, name: "Retreats" })).toBeTruthy();
  expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"))).toEqual(["Men's Retreat #50", "Men's Retreat #49"]);
  const current = card("Men's Retreat #50");
  for (const text of ["Current", "You are viewing it", "Open", "March 5, 2027 – March 7, 2027", "42 retreatants · 18 servers"]) {
    expect(current.getByText(text)).toBeTruthy();
  }
  expect(buttonNames("Men's Retreat #50")).toEqual(["Close"]);
  const past = card("Men's Retreat #49");
  expect(past.getByText("1 retreatant · 21 servers")).toBeTruthy();
  expect(past.getByText("Closed")).toBeTruthy();
  expect(past.getByText(/^Created October 1, 2025 · Closed March 10, 2026$/)).toBeTruthy();
  expect(buttonNames("Men's Retreat #49")).toEqual(["View", "Make current", "Reopen"]);
});

test("Close asks first, naming what it means, then closes", async () => {
  render(page);
  fireEvent.click(screen.getByRole("button", { name: "Close Men's Retreat #50" }));
  const confirm = screen.getByRole("dialog", { name: "Close this retreat?" });
  expect(
    within(confirm).getByText("Close Men's Retreat #50? Its records become read-only; nothing can be checked in, booked or paid into it."),
  ).toBeTruthy();
  expect(mutation("retreats:close")).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "Close retreat" })));
  expect(mutation("retreats:close")).toHaveBeenCalledWith({ retreatId: CURRENT._id });
  expect(await screen.findByText("Men's Retreat #50 is closed.")).toBeTruthy();
});

test("View, Make current (after asking) and Reopen", async () => {
  render(page);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "View Men's Retreat #49" })));
  expect(mutation("retreats:view")).toHaveBeenCalledWith({ retreatId: PAST_CLOSED._id });
  fireEvent.click(screen.getByRole("button", { name: "Make Men's Retreat #49 the current retreat" }));
  await act(async () => fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Make current" })));
  expect(mutation("retreats:setCurrent")).toHaveBeenCalledWith({ retreatId: PAST_CLOSED._id });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Reopen Men's Retreat #49" })));
  expect(mutation("retreats:reopen")).toHaveBeenCalledWith({ retreatId: PAST_CLOSED._id });
});

test("Start the next retreat: from the weekend looked at, named after the newest", async () => {
  answers.set("retreats:previewNext", undefined);
  answers.set("retreats:list", retreatList(PAST_CLOSED));
  render(page);
  fireEvent.click(screen.getByRole("button", { name: "Start the next retreat" }));
  const dialog = screen.getByRole("dialog");
  expect((within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Men's Retreat #51");
  expect(within(dialog).getByRole("group", { name: "What carries over from Men's Retreat #49" })).toBeTruthy();
  expect(within(dialog).getByText("Counting...")).toBeTruthy();
});

test("one who may only switch weekends sees View alone", () => {
  signInAs("checkin_admin");
  render(page);
  expect(screen.queryByRole("button", { name: "Start the next retreat" })).toBeNull();
  expect(buttonNames("Men's Retreat #49")).toEqual(["View"]);
});

test("in Spanish", async () => {
  await renderIn("es", page);
  expect(screen.getByRole("heading", { level: 1, name: "Retiros" })).toBeTruthy();
  const current = card("Men's Retreat #50");
  for (const text of ["Actual", "Lo está viendo", "Abierto", "42 retirantes · 18 servidores"]) expect(current.getByText(text)).toBeTruthy();
  expect(card("Men's Retreat #49").getByText(/^Creado el 1 de octubre de 2025 · Cerrado el 10 de marzo de 2026$/)).toBeTruthy();
  expect(buttonNames("Men's Retreat #49")).toEqual(["Ver", "Hacer actual", "Reabrir"]);
  fireEvent.click(screen.getByRole("button", { name: "Cerrar Men's Retreat #50" }));
  expect(
    screen.getByText("¿Cerrar Men's Retreat #50? Sus registros pasan a ser de solo lectura; ya no se podrá registrar la llegada, reservar ni pagar en él."),
  ).toBeTruthy();
});
