/**
 * Manage Attendees in a real browser on the embedded backend: add after a validation error, edit,
 * inline room and table, a refused room choice that rolls back, delete; two staff browsers seeing
 * each other's changes live; the Excel export read back; badges printed to PDF on Letter.
 */
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { roomLabel } from "../../convex/shared/roomLabel";
import { adminSession } from "./adminSession";
import { capturePrints, pdfPages, printedPage } from "./printCapture";

const session = adminSession();

async function attendeesPage(): Promise<Page> {
  const page = await session.page("/attendees", { viewport: { width: 1500, height: 1000 }, acceptDownloads: true });
  await page.getByRole("heading", { name: "Manage Attendees" }).waitFor();
  await page.getByText(/^Showing 1–25 of \d+$/).waitFor({ timeout: 20_000 });
  return page;
}

const search = (page: Page, text: string) => page.getByLabel("Search attendees").fill(text);
const roomPicker = (page: Page, name: string) => page.getByRole("combobox", { name: `Room for ${name}` });
const tablePicker = (page: Page, name: string) => page.getByRole("combobox", { name: `Table for ${name}` });

async function addAttendee(page: Page, first: string, last: string, email: string): Promise<void> {
  await page.getByRole("button", { name: "Add Attendee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Attendee" });
  await dialog.getByLabel("First Name").fill(first);
  await dialog.getByLabel("Last Name").fill(last);
  await dialog.getByRole("region", { name: "Contact", exact: true }).getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Add Attendee" }).click();
  await dialog.waitFor({ state: "detached" });
}

test("add after a validation error, edit, assign room and table inline, a refused room rolls back, delete", { timeout: 240_000 }, async () => {
  const page = await attendeesPage();

  // A bad email is reported after the pause in typing, and again in the list on submit.
  await page.getByRole("button", { name: "Add Attendee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Attendee" });
  await dialog.getByLabel("First Name").fill("zacharias");
  await dialog.getByLabel("Last Name").fill("<b>Testman</b>");
  const contact = dialog.getByRole("region", { name: "Contact", exact: true });
  await contact.getByLabel("Email").fill("zach-at-example");
  await dialog.getByText("Please enter a valid email address").waitFor();
  await contact.getByLabel("Phone").fill("+1 (555) 010-2030");
  await dialog.getByRole("button", { name: "Add Attendee" }).click();
  await dialog.getByText("Please fix the following errors").waitFor();
  await dialog.getByText("Email: Please enter a valid email address").waitFor();
  await contact.getByLabel("Email").fill("  Zach.Testman@Example.org ");
  await dialog.getByRole("button", { name: "Add Attendee" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByText("Attendee added.").waitFor();

  await search(page, "testman");
  await page.getByText("Showing 1–1 of 1").waitFor();
  const row = page.getByRole("row").filter({ hasText: "zach.testman@example.org" });
  await row.getByRole("link", { name: "Zacharias Testman" }).waitFor();
  await row.getByText("(555) 010-2030").waitFor();
  await row.getByText("Retreatant").waitFor();
  await row.getByText("Unpaid").waitFor();

  // Edit.
  await page.getByRole("button", { name: "Edit Zacharias Testman" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Attendee" });
  await expect(edit.getByLabel("Last Name").inputValue()).resolves.toBe("Testman");
  await edit.getByLabel("Last Name").fill("de la Testman");
  await edit.getByLabel("Paid", { exact: true }).check();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await edit.waitFor({ state: "detached" });
  const name = "Zacharias de la Testman";
  await row.getByRole("link", { name }).waitFor();
  await row.getByText("Paid", { exact: true }).waitFor();

  // A room with free beds is offered; another staff member fills it while the menu is open.
  await roomPicker(page, name).click();
  const options = page.getByRole("option");
  await options.nth(1).waitFor();
  const labels = await options.allTextContents();
  const target = labels
    .map((label) => /^(.*) \((\d+)\/(\d+)\)$/.exec(label))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[3]) - Number(a[2]) - (Number(b[3]) - Number(b[2])))[0];
  expect(target, `a room with a capacity among ${labels.join(", ")}`).toBeDefined();
  const [, roomName, taken, capacity] = target;

  const other = await attendeesPage();
  await other.getByLabel("Type").click();
  await other.getByRole("option", { name: "Retreatants" }).click();
  let free = Number(capacity) - Number(taken);
  for (const picker of await other.getByRole("combobox", { name: /^Room for / }).all()) {
    if (free === 0) break;
    if ((await picker.textContent())?.trim() !== "None" || (await picker.getAttribute("aria-label")) === `Room for ${name}`) {
      continue;
    }
    await picker.click();
    const option = other.getByRole("option", { name: new RegExp(`^${roomName} \\(`) });
    await option.click();
    await picker.getByText(roomName, { exact: true }).waitFor();
    free -= 1;
  }
  expect(free).toBe(0);

  await page.getByRole("option", { name: labels.find((label) => label.startsWith(`${roomName} (`)) }).click();
  await page.getByText("Failed to update room assignment.").waitFor();
  await page.getByText(`Cannot assign attendee. ${roomLabel(roomName)} is full`, { exact: false }).waitFor();
  await roomPicker(page, name).getByText("None").waitFor();

  // A room that has space, and a table: kept after a reload.
  await roomPicker(page, name).click();
  const roomOption = page.getByRole("option").nth(1);
  const chosenRoom = (await roomOption.textContent())!.replace(/ \(\d+\/\d+\)$/, "");
  await roomOption.click();
  await tablePicker(page, name).click();
  const tableOption = page.getByRole("option").nth(1);
  const chosenTable = (await tableOption.textContent())!;
  await tableOption.click();
  await page.reload();
  await search(page, "testman");
  await roomPicker(page, name).getByText(chosenRoom, { exact: true }).waitFor();
  await tablePicker(page, name).getByText(chosenTable, { exact: true }).waitFor();

  // Delete.
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete Attendee" }).getByRole("button", { name: "Delete" }).click();
  await page.getByText("No attendees found.").waitFor();
  await page.getByText("Showing 0–0 of 0").waitFor();
});

test("two staff browsers: one adds and edits, the other sees it without reloading", async () => {
  const ana = await attendeesPage();
  const ben = await attendeesPage();
  await search(ben, "lorenzo");
  await ben.getByText("Showing 0–0 of 0").waitFor();

  await addAttendee(ana, "Lorenzo", "Vivo", "lorenzo.vivo@example.org");
  await ben.getByRole("link", { name: "Lorenzo Vivo" }).waitFor({ timeout: 10_000 });

  await search(ana, "lorenzo");
  await ana.getByRole("button", { name: "Edit Lorenzo Vivo" }).click();
  const edit = ana.getByRole("dialog", { name: "Edit Attendee" });
  await edit.getByLabel("Last Name").fill("Vivaldi");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await ben.getByRole("link", { name: "Lorenzo Vivaldi" }).waitFor({ timeout: 10_000 });
});

test("Export to Excel writes the filtered rows with the spec's columns, and then only the selected ones", async () => {
  const page = await attendeesPage();
  await page.getByLabel("Type").click();
  await page.getByRole("option", { name: "Servers" }).click();
  await search(page, "a");
  const summary = (await page.getByText(/^Showing 1–\d+ of \d+$/).textContent())!;
  const total = Number(/of (\d+)$/.exec(summary)![1]);
  await page.getByRole("button", { name: `Export to Excel (${total})` }).waitFor();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /^Export to Excel/ }).click()]);
  const today = new Date();
  const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
  expect(download.suggestedFilename()).toBe(`attendees-data-servers-search-a-${date}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.getWorksheet("Attendees")!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 11)).toEqual([
    "First Name",
    "Last Name",
    "Email",
    "Phone",
    "Type",
    "Payment Status",
    "Check-in Status",
    "Room",
    "Table",
    "T-Shirt Size",
    "Snore",
  ]);
  expect(headers.at(-1)).toBe("Created At");
  expect(sheet.rowCount - 1).toBe(total);
  const firstRow = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(firstRow[4]).toBe("Server");
  expect(["Paid", "Unpaid"]).toContain(firstRow[5]);
  expect(String(firstRow[3])).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  expect(firstRow.at(-1)).toBeInstanceOf(Date);
  const gridFirst = await page.getByRole("row").nth(1).getByRole("link").textContent();
  expect(`${firstRow[0]} ${firstRow[1]}`.toLowerCase()).toBe(gridFirst!.toLowerCase());

  // With rows selected, only those are exported.
  const checkboxes = page.getByRole("checkbox", { name: "Select row" });
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
  const [selectedDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export to Excel (2)" }).click(),
  ]);
  const selectedBook = new ExcelJS.Workbook();
  await selectedBook.xlsx.readFile((await selectedDownload.path())!);
  expect(selectedBook.getWorksheet("Attendees")!.rowCount).toBe(3);
});

test("Print Badges asks for a selection, then prints 9 badges on 2 Letter pages at 3.5 × 2.25 in", async () => {
  const page = await attendeesPage();
  await page.getByRole("button", { name: "Print Badges (0)" }).click();
  await page.getByText("No Selection").waitFor();
  await page.getByText("Please select attendees to print badges for.").waitFor();

  await capturePrints(page);
  const checkboxes = page.getByRole("checkbox", { name: "Select row" });
  for (let i = 0; i < 9; i++) await checkboxes.nth(i).check();
  const firstName = (await page.getByRole("row").nth(1).getByRole("link").textContent())!.split(" ")[0];
  const print = await printedPage(session.browser, page, session.app.url, () => page.getByRole("button", { name: "Print Badges (9)" }).click());
  const sizes = await print.evaluate(() =>
    [...document.querySelectorAll(".badge")].map((badge) => {
      const box = badge.getBoundingClientRect();
      return `${Math.round(box.width)}x${Math.round(box.height)}`;
    }),
  );
  expect(sizes).toHaveLength(9);
  expect(new Set(sizes)).toEqual(new Set(["336x216"])); // 3.5 × 2.25 in at 96 px per inch
  expect(await print.locator(".badge").first().locator("img").count()).toBe(2);
  await print.locator(".badge").first().getByText(firstName, { exact: true }).waitFor();

  const pdf = await print.pdf({ preferCSSPageSize: true, printBackground: true });
  const { count, mediaBoxes } = pdfPages(pdf);
  expect(count).toBe(2);
  expect(new Set(mediaBoxes)).toEqual(new Set(["0 0 612 792"])); // US Letter in points
  await print.context().close();
});
