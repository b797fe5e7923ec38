/**
 * A parish's own Excel workbook in a real browser: the .xlsx is read in the page, a column whose
 * header the import cannot place is sent to Email by staff in the preview, the men are saved,
 * and the same workbook uploaded again is placed by the remembered choice. A re-upload that
 * changes a phone shows the change from what to what before saving; then the first upload is
 * undone from the history.
 */
import ExcelJS from "exceljs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterEach, beforeAll, expect, test } from "vitest";
import { adminSession } from "./adminSession";
import { signIn } from "./harness";

const session = adminSession({ seed: "demo" });
let context: BrowserContext;
let signedIn = false;

beforeAll(async () => {
  // One browser context for the whole file: the remembered column choice lives in its storage.
  context = await session.context();
});

afterEach(async () => {
  for (const page of context.pages()) await page.close();
});

async function workbook(phone: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Instrucciones").addRow(["Llenar la hoja Inscritos"]);
  const sheet = book.addWorksheet("Inscritos");
  sheet.addRow(["Nombre", "Apellidos", "E-mail del participante", "Talla", "Celular", "Fecha de nacimiento"]);
  sheet.addRow(["Tomás", "Ibarra", "tomas.ibarra@xlsx-e2e.test", "G", phone, new Date(Date.UTC(1979, 9, 12))]);
  sheet.addRow(["Andrés", "Quiroga", "andres.quiroga@xlsx-e2e.test", "XG", "(512) 555-0302", new Date(Date.UTC(1985, 0, 30))]);
  sheet.addRow(["Félix", "Zamora", "felix.zamora@xlsx-e2e.test", "CH", "(512) 555-0303", 31048]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function staffOnAttendees(): Promise<Page> {
  const { app } = session;
  const page = await context.newPage();
  if (!signedIn) await signIn(page, app.url, app.adminEmail, app.adminPassword);
  signedIn = true;
  await page.goto(`${app.url}/attendees`);
  await page.getByRole("heading", { name: "Manage Attendees" }).waitFor({ timeout: 60_000 });
  return page;
}

async function upload(page: Page, buffer: Buffer): Promise<Locator> {
  await page.getByRole("button", { name: "Upload Retreatants CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Retreatants CSV" });
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: "Choose File" }).click()]);
  await chooser.setFiles({
    name: "inscripciones.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });
  return dialog;
}

test("an .xlsx with an unrecognised email column: staff place it, the men are saved, the choice is remembered", async () => {
  const staff = await staffOnAttendees();
  const consoleLines: string[] = [];
  staff.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  staff.on("pageerror", (error) => consoleLines.push(`pageerror: ${error.message}`));
  await staff.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { notices: string[] }).notices = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll(".MuiSnackbar-root")) {
        const text = node.textContent ?? "";
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const dialog = await upload(staff, await workbook("(512) 555-0301"));
  try {
    await dialog.getByText("Choose the columns for Email").waitFor({ timeout: 30_000 });
  } catch (error) {
    const notice = await staff.evaluate(() => (window as unknown as { notices: string[] }).notices);
    notice.push(...consoleLines.slice(-10));
    const shown = await dialog.innerText().catch(() => "(no dialog)");
    throw new Error(`No preview. Notification: ${notice.join(" | ") || "none"}\nDialog: ${shown.slice(0, 500)}`, { cause: error });
  }
  await expect(dialog.getByText(/Excel workbook, sheet "Inscritos"/).isVisible()).resolves.toBe(true);
  const emailColumn = dialog.getByLabel("Field for column E-mail del participante");
  await expect(emailColumn.inputValue()).resolves.toBe("");
  await expect(dialog.getByLabel("Field for column Talla").inputValue()).resolves.toBe("tshirt_size");

  await emailColumn.selectOption("email");
  await dialog.getByLabel("New: 3").waitFor({ timeout: 30_000 });
  await expect(dialog.getByText("Row 2: Tomás Ibarra · tomas.ibarra@xlsx-e2e.test").isVisible()).resolves.toBe(true);
  await dialog.getByRole("button", { name: "Import 3 Rows" }).click();
  const done = staff.locator(".MuiSnackbar-root").filter({ hasText: "CSV Upload Complete" });
  await done.waitFor({ timeout: 60_000 });
  await expect(done.textContent()).resolves.toContain("3 new, 0 updated.");
  await dialog.waitFor({ state: "detached" });

  // The same headers again, one phone changed: the column is placed by the remembered choice, and
  // the preview shows the change before anything is saved.
  const again = await upload(staff, await workbook("(512) 555-0399"));
  await again.getByLabel("Updated: 1").waitFor({ timeout: 30_000 });
  await expect(again.getByLabel("Field for column E-mail del participante").inputValue()).resolves.toBe("email");
  await expect(again.getByLabel("Unchanged: 2").isVisible()).resolves.toBe(true);
  // Unchanged rows and a single change prove what was stored: sizes as S/M/L/XL, the date cell and
  // the serial-number date as the same birthdays the file holds.
  const changes = again.getByRole("list", { name: "Changes in row 2" });
  await expect(changes.getByRole("listitem").allTextContents()).resolves.toEqual(["Phone: 5125550301 → 5125550399"]);

  // Not saved; the first upload is undone from the history instead: its three men go.
  await again.getByRole("button", { name: "Cancel" }).click();
  await again.waitFor({ state: "detached" });
  await staff.getByRole("button", { name: "Upload Retreatants CSV" }).click();
  const history = staff.getByRole("dialog", { name: "Upload Retreatants CSV" }).getByRole("region", { name: "Recent uploads" });
  await history.getByText(/inscripciones\.xlsx · 3 new, 0 updated/).waitFor({ timeout: 30_000 });
  await history.getByRole("button", { name: /^Undo upload inscripciones\.xlsx/ }).first().click();
  const undone = staff.locator(".MuiSnackbar-root").filter({ hasText: "Upload undone: inscripciones.xlsx" });
  await undone.waitFor({ timeout: 30_000 });
  await expect(undone.textContent()).resolves.toContain("3 men removed, 0 men restored.");
  await history.getByText("Undone").waitFor({ timeout: 15_000 });
});
