/**
 * Imports in a real browser on the embedded backend: a Spanish-locale CSV (Windows-1252,
 * semicolons) goes through confirm → preview → progress → toast while a second staff browser
 * watches the grid fill in without reloading; then a pasted registration email is extracted,
 * confirmed and imported.
 */
import type { Locator, Page } from "playwright-core";
import { afterEach, expect, test } from "vitest";
import { adminSession } from "./adminSession";

// The built-in extractor is under test here, whatever the machine's environment holds.
delete process.env.OPENAI_API_KEY;

const session = adminSession({ seed: "demo" });
const opened: Page[] = [];

// Each test's browsers go away with it, so later tests do not share the machine with idle grids.
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

async function staffOnAttendees(): Promise<Page> {
  const page = await session.page("/attendees");
  opened.push(page);
  try {
    await page.getByRole("heading", { name: "Manage Attendees" }).waitFor({ timeout: 60_000 });
  } catch (error) {
    const shown = (await page.locator("body").innerText()).slice(0, 300);
    throw new Error(`Manage Attendees did not open (at ${page.url()}): ${shown}`, { cause: error });
  }
  return page;
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel("Search attendees").fill(text);
}

/** The notification with this title (dialogs hide the rest of the page from the accessibility tree). */
function toast(page: Page, title: string): Locator {
  return page.locator(".MuiSnackbar-root").filter({ hasText: title });
}

/** Waits for `locator`; a timeout reports the notification on screen, which usually says why. */
async function appear(page: Page, locator: Locator, timeout: number): Promise<void> {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const notice = await page.locator(".MuiSnackbar-root").allTextContents();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nNotification: ${notice.join(" | ") || "none"}`);
  }
}

const ROWS = 250;

/** A registration export as Excel writes it on a Spanish-locale Windows machine. */
function spanishExport(): Buffer {
  const lines = ["Marca temporal;Nombre;Apellidos;Correo electrónico;Teléfono;Parroquia;Talla;Ronca"];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`15/01/2026 10:32;José;Núñez Peña ${i};jose.nunez.${i}@e2e-import.test;(512) 555-${String(1000 + i)};San José;L;sí`);
  }
  lines.push("15/01/2026 10:40;Sin;Correo;;(512) 555-0000;San José;M;no");
  return Buffer.from(lines.join("\r\n") + "\r\n", "latin1");
}

test("a CSV upload shows its preview and progress, and another staff browser sees the new rows live", async () => {
  const watcher = await staffOnAttendees();
  await search(watcher, "nunez.7@e2e-import");
  const staff = await staffOnAttendees();

  await staff.getByRole("button", { name: "Upload Retreatants CSV" }).click();
  const dialog = staff.getByRole("dialog", { name: "Upload Retreatants CSV" });
  await dialog.getByText(/matched by email/).waitFor();
  const [chooser] = await Promise.all([staff.waitForEvent("filechooser"), dialog.getByRole("button", { name: "Choose File" }).click()]);
  await chooser.setFiles({ name: "inscripciones.csv", mimeType: "text/csv", buffer: spanishExport() });

  await appear(staff, dialog.getByLabel(`New: ${ROWS}`), 30_000);
  await expect(dialog.getByLabel("Rejected: 1").isVisible()).resolves.toBe(true);
  await expect(dialog.getByText(`Row ${ROWS + 2}: Missing required fields... (Email)`).isVisible()).resolves.toBe(true);
  await expect(dialog.getByText(/separator: semicolon \(;\)/).isVisible()).resolves.toBe(true);
  await expect(dialog.getByText(/encoding: Windows-1252/).isVisible()).resolves.toBe(true);
  await expect(dialog.getByRole("region", { name: "Ignored columns" }).getByText("Marca temporal").isVisible()).resolves.toBe(true);
  await expect(dialog.getByText("Row 2: José Núñez Peña 0 · jose.nunez.0@e2e-import.test").isVisible()).resolves.toBe(true);
  await expect(watcher.getByText("jose.nunez.7@e2e-import.test").count()).resolves.toBe(0);

  await staff.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importProgress: string[] }).importProgress = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[aria-label="Import progress"]')?.getAttribute("aria-valuenow");
      if (value != null && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  await dialog.getByRole("button", { name: `Import ${ROWS} Rows` }).click();

  const done = toast(staff, "CSV Upload Complete");
  await appear(staff, done, 60_000);
  const text = await done.textContent();
  expect(text).toContain(`${ROWS} new, 0 updated.`);
  expect(text).toContain("Ignored columns: Marca temporal.");
  expect(text).toContain(`1 problem: Row ${ROWS + 2}: Missing required fields... (Email)`);
  await dialog.waitFor({ state: "detached" });
  const progress = (await staff.evaluate(() => (window as unknown as { importProgress: string[] }).importProgress)).map(Number);
  expect(progress[0]).toBe(0);
  expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
  expect([...progress].sort((a, b) => a - b)).toEqual(progress);

  // The other browser never reloaded: its grid shows the imported man, accents intact.
  await watcher.getByText("jose.nunez.7@e2e-import.test").waitFor({ timeout: 15_000 });
  await expect(watcher.getByText(/Núñez Peña 7/).count()).resolves.toBeGreaterThan(0);
});

test("re-uploading the same file changes nothing", async () => {
  const staff = await staffOnAttendees();
  await staff.getByRole("button", { name: "Upload Retreatants CSV" }).click();
  const dialog = staff.getByRole("dialog", { name: "Upload Retreatants CSV" });
  const [chooser] = await Promise.all([staff.waitForEvent("filechooser"), dialog.getByRole("button", { name: "Choose File" }).click()]);
  await chooser.setFiles({ name: "inscripciones.csv", mimeType: "text/csv", buffer: spanishExport() });
  await appear(staff, dialog.getByLabel(`Unchanged: ${ROWS}`), 30_000);
  await expect(dialog.getByLabel("New: 0").isVisible()).resolves.toBe(true);
  await expect(dialog.getByLabel("Updated: 0").isVisible()).resolves.toBe(true);
  await expect(dialog.getByRole("button", { name: `Import ${ROWS} Rows` }).isDisabled()).resolves.toBe(true);
});

test("a pasted registration email is extracted, confirmed and imported; pasting it again is refused as a duplicate", async () => {
  const watcher = await staffOnAttendees();
  await search(watcher, "ramon.pena@e2e-email");
  const staff = await staffOnAttendees();
  const email = [
    "De: Parroquia San José <oficina@sanjose.test>",
    "Asunto: Inscripción al retiro",
    "",
    "Nombre: Ramón",
    "Apellidos: Peña Gómez",
    "Correo electrónico: Ramon.Pena@e2e-email.test",
    "Teléfono: 512-555-0142",
    "Talla: XL",
    "Ronca: sí",
  ].join("\n");

  const importOnce = async () => {
    await staff.getByRole("button", { name: "Import from Email" }).click();
    const paste = staff.getByRole("dialog", { name: "Import from Email" });
    await paste.getByLabel("Registration email").fill(email);
    await paste.getByRole("button", { name: "Extract Data" }).click();
    const confirm = staff.getByRole("dialog", { name: "Confirm Extracted Data" });
    await appear(staff, confirm, 30_000);
    return confirm;
  };

  const confirm = await importOnce();
  await expect(confirm.getByText(/Extracted by the built-in reader/).isVisible()).resolves.toBe(true);
  // The extracted values arrive in the editable attendee form.
  await expect(confirm.locator("#attendee-first_name").inputValue()).resolves.toBe("Ramón");
  await expect(confirm.locator("#attendee-last_name").inputValue()).resolves.toBe("Peña Gómez");
  await expect(confirm.locator("#attendee-email").inputValue()).resolves.toBe("ramon.pena@e2e-email.test");
  await expect(confirm.getByRole("checkbox", { name: "Snores" }).isChecked()).resolves.toBe(true);
  await confirm.getByRole("button", { name: "Import Attendee" }).click();
  await appear(staff, toast(staff, "Attendee Imported"), 30_000);
  await expect(toast(staff, "Attendee Imported").textContent()).resolves.toContain("Ramón Peña Gómez was added as a Retreatant.");
  await watcher.getByText("ramon.pena@e2e-email.test").waitFor({ timeout: 15_000 });

  const again = await importOnce();
  await again.getByRole("button", { name: "Import Attendee" }).click();
  const duplicate = toast(staff, "Duplicate Email");
  await appear(staff, duplicate, 30_000);
  await expect(duplicate.textContent()).resolves.toContain(
    "An attendee with email ramon.pena@e2e-email.test already exists. Cannot import duplicate.",
  );
});
