/**
 * Rooms in a real browser on the embedded backend: create, assign until the picker says Full, the
 * type locked while occupied, delete with occupants; two staff on the
 * floor plan seeing each other's assignments live; room badges printed to PDF on Letter.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();

async function staffPage(path: string): Promise<Page> {
  const page = await session.page(path);
  return page;
}

const chipsIn = (page: Page, roomName: string) => page.getByTestId(`room-row-${roomName}`).locator(".MuiChip-root");

/** Picks the first man offered in a room's Assign Attendee list; returns his name as shown. */
async function assignFirstOffered(page: Page, roomName: string): Promise<string> {
  await page.getByTestId(`room-row-${roomName}`).getByPlaceholder("Select attendee").click();
  const option = page.getByRole("option").first();
  const name = (await option.textContent())!.trim();
  await option.click();
  return name;
}

test("create a room, assign until full (picker disabled), type locked while occupied, delete with occupants", async () => {
  const page = await staffPage("/rooms");
  await page.getByRole("heading", { name: "Manage Rooms" }).waitFor();

  // The name is required.
  await page.getByRole("button", { name: "Add Room" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Add Room" }).click();
  await dialog.getByText("Room name is required.").waitFor();
  await dialog.getByLabel("Room Name").fill("  Room 901 ");
  await dialog.getByLabel("Capacity").fill("1");
  await dialog.getByRole("button", { name: "Add Room" }).click();
  await page.getByTestId("room-row-Room 901").waitFor();

  const first = await assignFirstOffered(page, "Room 901");
  await chipsIn(page, "Room 901").filter({ hasText: first }).waitFor();
  expect(await page.getByTestId("room-row-Room 901").getByText("Full").isVisible()).toBe(true);

  // A full room offers nobody: its picker is disabled and says Full (the server's own refusal of an
  // over-full room, and the rollback of a refused move, are tested on the attendee grid and in convex/).
  const row = page.getByTestId("room-row-Room 901");
  expect(await row.getByPlaceholder("Full").isDisabled()).toBe(true);

  // The room type cannot change while he sleeps there: the control is disabled and says why on hover.
  const type = page.getByRole("combobox", { name: "Room type of Room 901" });
  expect(await type.getAttribute("aria-disabled")).toBe("true");
  expect(await type.textContent()).toBe("Retreatant");
  await type.locator("xpath=ancestor::span[1]").hover();
  await page.getByRole("tooltip").getByText("Room type cannot change while the room has occupants.").waitFor();

  // Deleting the room warns, then unassigns him: he is offered again for another room.
  await page.getByRole("button", { name: "Delete Room 901" }).click();
  await page.getByRole("dialog").getByText("Its occupant will be unassigned.").waitFor();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page.getByTestId("room-row-Room 901").waitFor({ state: "detached" });
  await page.getByTestId("room-row-Room 201").getByPlaceholder("Select attendee").click();
  await page.getByRole("option", { name: first, exact: true }).first().waitFor();
  await page.keyboard.press("Escape");
});

test("two staff on the floor plan see each other's assignments, searches and unassignments without reloading", async () => {
  const ana = await staffPage("/floor-plan");
  const ben = await staffPage("/floor-plan");
  for (const page of [ana, ben]) await page.getByTestId("tile-Room 202").waitFor();
  const unassigned = (page: Page) => page.getByRole("region", { name: "Unassigned attendees" });
  const waitingCount = async (page: Page) => {
    const heading = (await unassigned(page).getByRole("heading").textContent()) ?? "";
    return Number(/^Unassigned \((\d+)\)$/.exec(heading)?.[1]);
  };
  const countIs = (page: Page, n: number) => unassigned(page).getByRole("heading", { name: `Unassigned (${n})` }).waitFor({ timeout: 10_000 });
  const before = await waitingCount(ben);
  expect(before).toBeGreaterThan(2);

  // Ana drags a retreatant onto Room 202; Ben sees him there, out of the list, and one fewer waiting.
  await unassigned(ana).getByRole("button", { name: "Retreatants" }).click();
  const dragged = unassigned(ana).locator("[data-attendee-id]").first();
  const draggedId = (await dragged.getAttribute("data-attendee-id"))!;
  await dragged.dragTo(ana.getByTestId("tile-Room 202"));
  await ben.getByTestId("tile-Room 202").locator(`[data-attendee-id="${draggedId}"]`).waitFor({ timeout: 10_000 });
  expect(await unassigned(ben).locator(`[data-attendee-id="${draggedId}"]`).count()).toBe(0);
  await countIs(ben, before - 1);
  expect(await ben.getByTestId("tile-Room 202").getAttribute("data-occupancy")).toMatch(/^(partial|full)$/);

  // Ben searches for a man by his last name, picks him with the keyboard and places him in Room 203.
  const wanted = unassigned(ben).locator("[data-attendee-id]").last();
  const wantedId = (await wanted.getAttribute("data-attendee-id"))!;
  const lastName = ((await wanted.textContent()) ?? "").replace(" (R)", "").trim().split(" ").at(-1)!;
  await unassigned(ben).getByLabel("Search by name or phone").fill(lastName.toLowerCase());
  await expect
    .poll(async () => (await unassigned(ben).locator("[data-attendee-id]").allTextContents()).every((t) => t.includes(lastName)), { timeout: 10_000 })
    .toBe(true);
  const found = unassigned(ben).locator(`[data-attendee-id="${wantedId}"]`);
  await found.focus();
  await ben.keyboard.press("Enter");
  await ben.getByTestId("tile-Room 203").getByRole("button", { name: /^Place .* here$/ }).click();
  await ana.getByTestId("tile-Room 203").locator(`[data-attendee-id="${wantedId}"]`).waitFor({ timeout: 10_000 });
  await countIs(ana, before - 2);

  // Ana drags the first man back to the list: he leaves Room 202 on Ben's screen and waits again.
  await ana.getByTestId("tile-Room 202").locator(`[data-attendee-id="${draggedId}"]`).dragTo(unassigned(ana));
  await ben.getByTestId("tile-Room 202").locator(`[data-attendee-id="${draggedId}"]`).waitFor({ state: "detached", timeout: 10_000 });
  await countIs(ben, before - 1);
});

/** Reads "/Type /Page" objects and their MediaBox from an uncompressed-enough PDF. */
function pdfPages(pdf: Buffer): { count: number; mediaBoxes: string[] } {
  const text = pdf.toString("latin1");
  const count = (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  const mediaBoxes = [...text.matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((m) => m[1].trim().split(/\s+/).map(Number).join(" "));
  return { count, mediaBoxes };
}

test("room badges print on Letter, 8 per page, each 3.5 × 2.25 in, with room names and occupants", async () => {
  const page = await staffPage("/rooms");
  await page.getByTestId("room-row-Room 101").waitFor();
  const sheetHtml = await page.evaluate(() => document.querySelector(".badge-sheet")!.parentElement!.outerHTML);
  const occupiedRooms = await page.evaluate(() => document.querySelectorAll(".badge-sheet .badge").length);
  expect(occupiedRooms).toBeGreaterThan(8);

  const print = await session.blankPage({ viewport: { width: 1280, height: 720 } });
  // <base> makes the logo's relative URL resolve against the app.
  await print.setContent(`<!doctype html><html><head><base href="${session.app.url}/"></head><body style="margin:0">${sheetHtml}</body></html>`);
  await print.emulateMedia({ media: "print" });
  const sizes = await print.evaluate(() =>
    [...document.querySelectorAll(".badge")].map((b) => {
      const r = b.getBoundingClientRect();
      return `${Math.round(r.width)}x${Math.round(r.height)}`;
    }),
  );
  expect(new Set(sizes)).toEqual(new Set(["336x216"])); // 3.5 × 2.25 in at 96 px per inch
  expect(await print.locator(".badge").first().getByText("Room 101").count()).toBe(1);

  const pdf = await print.pdf({ preferCSSPageSize: true, printBackground: true });
  const { count, mediaBoxes } = pdfPages(pdf);
  expect(count).toBe(Math.ceil(occupiedRooms / 8));
  expect(new Set(mediaBoxes)).toEqual(new Set(["0 0 612 792"])); // US Letter in points
  await print.context().close();
});
