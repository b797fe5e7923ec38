/**
 * En español (issue 27): an admin who chose Spanish prints room badges, the dining table lists and
 * a name badge at the door, and what goes to the printer is in Spanish (its title, its pages'
 * names, its words and dates), the men's and rooms' names as they are. The room CSV template he
 * downloads has Spanish headers, and uploading it back creates its rooms.
 */
import { readFile } from "node:fs/promises";
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminClient } from "./accounts";
import { adminSession } from "./adminSession";
import { capturePrints, pdfPages, printedPage } from "./printCapture";

const session = adminSession();
let admin: ConvexHttpClient;
let page: Page;

const ROOM = "Cuarto Guadalupe 305";

beforeAll(async () => {
  admin = await adminClient(session.app);
  const roomId = await admin.mutation(api.rooms.create, { name: ROOM, capacity: 2, room_type: "retreatant" });
  const inigo = await admin.mutation(api.attendees.create, { input: { first_name: "Iñigo", last_name: "de la Cruz", email: "inigo.badge@example.org" } });
  await admin.mutation(api.rooms.assignAttendee, { attendeeId: inigo, roomId });
  await admin.mutation(api.attendees.create, { input: { first_name: "Ramón", last_name: "Peña", email: "ramon.badge@example.org" } });

  // He chooses Spanish in the account menu: the choice is kept on his account.
  page = await session.page("/", { acceptDownloads: true });
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Español" }).click();
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.documentElement.lang === "es");
}, 180_000);

/** Everything the printed document says: its text, its title and its labels. */
async function printedWords(print: Page): Promise<string> {
  return await print.evaluate(() =>
    [document.title, document.body.innerText, ...[...document.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label"))].join("\n"),
  );
}

async function expectLetter(print: Page): Promise<void> {
  const { count, mediaBoxes } = pdfPages(await print.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(count).toBeGreaterThanOrEqual(1);
  expect(new Set(mediaBoxes)).toEqual(new Set(["0 0 612 792"]));
}

test("room badges print in Spanish, and the room CSV template has Spanish headers that upload back", async () => {
  await page.goto(`${session.app.url}/rooms`);
  await page.getByRole("heading", { name: "Administrar cuartos" }).waitFor();
  await page.getByTestId(`room-row-${ROOM}`).getByText("Iñigo de la Cruz").waitFor();
  await capturePrints(page);

  const print = await printedPage(session.browser, page, session.app.url, () => page.getByRole("button", { name: "Imprimir letreros de cuartos" }).click());
  expect(await print.title()).toBe("Letreros de cuartos");
  await print.getByRole("region", { name: "Página de gafetes 1" }).waitFor();
  expect(await print.locator(".badge-sheet").getAttribute("lang")).toBe("es");
  const badge = print.locator(".room-badge").filter({ hasText: ROOM });
  await badge.getByText(ROOM, { exact: true }).waitFor();
  await badge.getByText("Iñigo de la Cruz", { exact: true }).waitFor();
  const said = await printedWords(print);
  expect(said).not.toMatch(/Badge page|Room Badges/);
  await expectLetter(print);
  await print.context().close();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Descargar plantilla" }).click()]);
  expect(download.suggestedFilename()).toBe("plantilla-cuartos.csv");
  const path = (await download.path())!;
  const text = await readFile(path, "utf8");
  expect(text.split(/\r?\n/)[0]).toBe("Nombre del cuarto,Capacidad");
  await page.getByTestId("room-csv-input").setInputFiles({ name: "cuartos.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByText("3 cuartos creados, 0 actualizados.").waitFor();
  for (const name of ["Cuarto 101", "Cuarto 102", "Cuarto 201"]) await page.getByTestId(`room-row-${name}`).waitFor();
}, 180_000);

test("the dining table lists print in Spanish with the retreat's dates in Spanish", async () => {
  await page.goto(`${session.app.url}/tables`);
  await page.getByRole("heading", { name: "Mesas del comedor" }).waitFor();
  await capturePrints(page);
  const print = await printedPage(session.browser, page, session.app.url, () => page.getByRole("button", { name: "Imprimir listas de mesas" }).click());
  expect(await print.title()).toBe("Mesas del comedor");
  await print.getByRole("heading", { level: 1, name: "Mesas del comedor" }).waitFor();
  expect(await print.locator(".print-document").getAttribute("lang")).toBe("es");
  expect(await print.getByText(/^Líder: /).count()).toBeGreaterThan(0);
  const dates = (await print.locator(".print-header .dates").textContent()) ?? "";
  expect(dates).toMatch(/^\d{1,2} de [a-z]+ de \d{4}( – \d{1,2} de [a-z]+ de \d{4})?$/);
  expect(await printedWords(print)).not.toMatch(/Leader:|Dining Tables|January|February|March|April|May|June|July|August|September|October|November|December/);
  await expectLetter(print);
  await print.context().close();
}, 120_000);

test("a name badge printed at the door is in Spanish, his name as it is", async () => {
  await page.goto(`${session.app.url}/checkin`);
  await page.getByLabel("Imprimir gafete al registrar la llegada").check();
  await capturePrints(page);
  const search = page.getByLabel("Buscar por nombre, correo o teléfono");
  const print = await printedPage(session.browser, page, session.app.url, async () => {
    await search.fill("ramon");
    await page.getByRole("button", { name: "Registrar llegada de Ramón Peña" }).click();
  });
  expect(await print.title()).toBe("Gafete");
  await print.getByRole("region", { name: "Página de gafetes 1" }).waitFor();
  expect(await print.locator(".badge-sheet").getAttribute("lang")).toBe("es");
  await print.locator(".badge").getByText("Ramón", { exact: true }).waitFor();
  await print.locator(".badge").getByText("Peña", { exact: true }).waitFor();
  expect(await print.locator(".badge").count()).toBe(1);
  expect(await printedWords(print)).not.toMatch(/Badge page|Name Badge/);
  await expectLetter(print);
  await print.context().close();
}, 120_000);
