/**
 * Room CSV on /rooms in a real browser: the template download, an upload that creates one room
 * and updates another matched by name in any case (skipping a row without a name), and the
 * spec's refusals for an empty file and a file without a name column.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();
let page: Page;

beforeAll(async () => {
  page = await session.page("/rooms", { acceptDownloads: true });
  await page.getByRole("heading", { name: "Manage Rooms" }).waitFor();
});

/** Uploads through the Upload CSV button and the browser's file chooser, as staff do. */
async function uploadCsv(name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload CSV" }).click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

/** Waits for the toast of that role and checks it says exactly the title and the message. */
async function toastSays(role: "alert" | "status", title: string, message: string): Promise<void> {
  const toast = page.getByRole(role).filter({ hasText: message });
  await toast.waitFor({ timeout: 10_000 });
  expect((await toast.textContent())?.trim()).toBe(`${title}${message}`);
}

const roomRows = () => page.getByRole("table", { name: "Rooms" }).locator("tbody tr");
const capacityOf = async (roomName: string) =>
  ((await page.getByTestId(`room-row-${roomName}`).getByRole("cell").nth(2).locator("p").first().textContent()) ?? "").trim();

test("Download Template saves a CSV whose header is Room Name,Capacity", async () => {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Template" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await file.path())!, "utf8");
  const [header, ...rows] = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(header).toBe("Room Name,Capacity");
  expect(rows.length).toBeGreaterThan(0);
});

test("Upload CSV creates a new room, updates an existing one matched in any case, and skips a row without a name", async () => {
  await page.getByTestId("room-row-Room 102").waitFor();
  const roomsBefore = await roomRows().count();
  expect(await capacityOf("Room 102")).not.toBe("5");
  expect(await page.getByTestId("room-row-Room 950").count()).toBe(0);

  await uploadCsv("rooms.csv", "Room Name,Capacity\nRoom 950,2\nroom 102,5\n,3\n");
  await toastSays("status", "Success", "1 room created, 1 updated. 1 row without a name skipped.");
  await page.getByTestId("room-row-Room 950").waitFor();
  expect(await capacityOf("Room 950")).toBe("2");
  await expect.poll(() => capacityOf("Room 102"), { timeout: 10_000 }).toBe("5");
  // Exactly one room more: the existing room was not duplicated and the nameless row made nothing.
  expect(await roomRows().count()).toBe(roomsBefore + 1);
  expect(await page.getByTestId("room-row-room 102").count()).toBe(0);

  // The change is stored, not only shown.
  await page.reload();
  await page.getByTestId("room-row-Room 950").waitFor({ timeout: 10_000 });
  expect(await capacityOf("Room 102")).toBe("5");
});

test("an empty file is refused with 'The CSV file is empty.'", async () => {
  const roomsBefore = await roomRows().count();
  await uploadCsv("empty.csv", "");
  await toastSays("alert", "Error", "The CSV file is empty.");
  expect(await roomRows().count()).toBe(roomsBefore);
});

test("a file without a Room Name or Name column is refused with the spec's message", async () => {
  const roomsBefore = await roomRows().count();
  await uploadCsv("no-name.csv", "Title,Capacity\nRoom 960,2\n");
  await toastSays("alert", "Error", "CSV file must contain a 'Room Name' or 'Name' column.");
  expect(await roomRows().count()).toBe(roomsBefore);
  expect(await page.getByTestId("room-row-Room 960").count()).toBe(0);
});
