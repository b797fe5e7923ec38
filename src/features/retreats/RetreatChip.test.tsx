/** The header's retreat chip: the weekend looked at, its marks, and the menu to switch. */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import { CURRENT, PAST_CLOSED, retreatList } from "./fixtures";
import { RetreatChip } from "./RetreatChip";
import { answers, mutation, resetConvex, signInAs } from "./testConvex";

vi.mock("convex/react", async () => (await import("./testConvex")).convexReact);

const ui = (
  <MemoryRouter>
    <NotificationProvider>
      <RetreatChip />
    </NotificationProvider>
  </MemoryRouter>
);

beforeEach(() => {
  resetConvex();
  answers.set("retreats:viewing", CURRENT);
  answers.set("retreats:list", retreatList(CURRENT));
});
afterEach(cleanup);

describe("the chip", () => {
  test("names the current retreat; an admin can open it", () => {
    signInAs("admin");
    render(ui);
    const chip = screen.getByRole("button", { name: "Retreat: Men's Retreat #50" });
    expect(chip.textContent).toBe("Men's Retreat #50");
    expect(chip.className).toContain("MuiChip-colorPrimary");
    expect(chip.getAttribute("aria-haspopup")).toBe("menu");
  });

  test("a closed weekend that is not the current one: Closed, and a colour of its own", () => {
    signInAs("checkin_admin");
    answers.set("retreats:viewing", PAST_CLOSED);
    render(ui);
    const chip = screen.getByRole("button", { name: "Retreat: Men's Retreat #49 (closed)" });
    expect(chip.textContent).toBe("Men's Retreat #49Closed");
    expect(chip.className).toContain("MuiChip-colorWarning");
    expect(chip.getAttribute("title")).toBe("You are looking at a retreat other than the current one.");
  });

  test("a user who may not switch sees the name, with nothing to click", () => {
    signInAs("basic");
    render(ui);
    expect(screen.getByText("Men's Retreat #50")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("nothing before the server answers", () => {
    signInAs("admin");
    answers.delete("retreats:viewing");
    const { container } = render(ui);
    expect(container.textContent).toBe("");
  });
});

describe("the menu", () => {
  test("lists the weekends newest first, back to the current one, and Manage retreats for an admin", async () => {
    signInAs("admin");
    answers.set("retreats:viewing", PAST_CLOSED);
    answers.set("retreats:list", retreatList(PAST_CLOSED));
    render(ui);
    fireEvent.click(screen.getByRole("button", { name: /^Retreat: / }));
    const menu = await screen.findByRole("menu", { name: "Retreats" });
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Men's Retreat #50March 5, 2027 – March 7, 2027 · Current",
      "Men's Retreat #49March 6, 2026 – March 8, 2026 · Closed",
      "Back to the current retreat",
      "Manage retreats",
    ]);
    expect(items[1].className).toContain("Mui-selected");
    expect(within(menu).getByRole("menuitem", { name: "Manage retreats" }).getAttribute("href")).toBe("/retreats");
  });

  test("picking a past weekend looks at it", async () => {
    signInAs("palancas_admin");
    render(ui);
    fireEvent.click(screen.getByRole("button", { name: /^Retreat: / }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Manage retreats" })).toBeNull();
    expect(within(menu).getByRole("menuitem", { name: "Back to the current retreat" }).getAttribute("aria-disabled")).toBe("true");
    await act(async () => fireEvent.click(within(menu).getByText("Men's Retreat #49")));
    expect(mutation("retreats:view")).toHaveBeenCalledWith({ retreatId: PAST_CLOSED._id });
    expect(await screen.findByText("Now looking at Men's Retreat #49.")).toBeTruthy();
  });

  test("picking the current weekend from a past one follows the current again", async () => {
    signInAs("admin");
    answers.set("retreats:viewing", PAST_CLOSED);
    answers.set("retreats:list", retreatList(PAST_CLOSED));
    render(ui);
    fireEvent.click(screen.getByRole("button", { name: /^Retreat: / }));
    await act(async () => fireEvent.click(within(await screen.findByRole("menu")).getByText("Men's Retreat #50")));
    expect(mutation("retreats:view")).toHaveBeenCalledWith({ retreatId: null });
  });

  test("Back to the current retreat", async () => {
    signInAs("adoration_admin");
    answers.set("retreats:viewing", PAST_CLOSED);
    render(ui);
    fireEvent.click(screen.getByRole("button", { name: /^Retreat: / }));
    await act(async () => fireEvent.click(await screen.findByRole("menuitem", { name: "Back to the current retreat" })));
    expect(mutation("retreats:view")).toHaveBeenCalledWith({ retreatId: null });
  });
});

test("in Spanish: Cerrado, the menu's words and the dates", async () => {
  signInAs("admin");
  answers.set("retreats:viewing", PAST_CLOSED);
  answers.set("retreats:list", retreatList(PAST_CLOSED));
  await renderIn("es", ui);
  const chip = screen.getByRole("button", { name: "Retiro: Men's Retreat #49 (cerrado)" });
  expect(chip.textContent).toBe("Men's Retreat #49Cerrado");
  // The Spanish catalogues the menu needs arrive on the first click.
  await act(async () => fireEvent.click(chip));
  const menu = await screen.findByRole("menu", { name: "Retiros" }, { timeout: 5_000 });
  expect(within(menu).getByText("5 de marzo de 2027 – 7 de marzo de 2027 · Actual")).toBeTruthy();
  expect(within(menu).getByRole("menuitem", { name: "Volver al retiro actual" })).toBeTruthy();
  expect(within(menu).getByRole("menuitem", { name: "Administrar retiros" })).toBeTruthy();
});
