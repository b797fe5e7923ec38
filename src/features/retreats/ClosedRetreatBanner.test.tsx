/** The banner across every staff screen while a closed weekend is looked at. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import { ClosedRetreatBanner } from "./ClosedRetreatBanner";
import { CURRENT, PAST_CLOSED } from "./fixtures";
import { answers, mutation, resetConvex, signInAs } from "./testConvex";

vi.mock("convex/react", async () => (await import("./testConvex")).convexReact);

const ui = (
  <NotificationProvider>
    <ClosedRetreatBanner />
  </NotificationProvider>
);

beforeEach(() => {
  resetConvex();
  signInAs("admin");
});
afterEach(cleanup);

test("says the closed weekend's records are read-only, with the way back to the current one", async () => {
  answers.set("retreats:viewing", PAST_CLOSED);
  render(ui);
  expect(screen.getByRole("status").textContent).toContain(
    "You are looking at Men's Retreat #49, a closed retreat: its records are read-only.",
  );
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Back to the current retreat" })));
  expect(mutation("retreats:view")).toHaveBeenCalledWith({ retreatId: null });
  expect(await screen.findByText("Back to the current retreat.")).toBeTruthy();
});

test("nothing while the weekend looked at is open", () => {
  answers.set("retreats:viewing", CURRENT);
  const { container } = render(ui);
  expect(container.textContent).toBe("");
});

test("a closed current weekend: the banner, but no way back (it is the current one)", () => {
  answers.set("retreats:viewing", { ...PAST_CLOSED, isCurrent: true });
  render(ui);
  expect(screen.getByText(/a closed retreat: its records are read-only\.$/)).toBeTruthy();
  expect(screen.queryByRole("button")).toBeNull();
});

test("a user who may not switch weekends is not offered the way back", () => {
  signInAs("basic");
  answers.set("retreats:viewing", PAST_CLOSED);
  render(ui);
  expect(screen.getByRole("status")).toBeTruthy();
  expect(screen.queryByRole("button")).toBeNull();
});

test("in Spanish", async () => {
  answers.set("retreats:viewing", PAST_CLOSED);
  await renderIn("es", ui);
  expect(screen.getByText("Está viendo Men's Retreat #49, un retiro cerrado: sus registros son de solo lectura.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Volver al retiro actual" })).toBeTruthy();
});
