/**
 * En español (issue 27): the sign-in page switches language without a reload; a check-in admin on a
 * 390 px phone who chose Spanish checks men in and takes a payment at the door, and the door shows
 * no English text of its catalogue anywhere (text, labels, aria-labels), data aside.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminClient, doorAccount, type TestAccount } from "./accounts";
import { adminSession } from "./adminSession";
import { PHONE_VIEWPORT } from "./harness";
import { englishPieces, expectNoEnglish as expectNoEnglishIn } from "./noEnglish";

const session = adminSession();
let admin: ConvexHttpClient;
let door: TestAccount;

const MEN = [
  { first: "Ramón", last: "Peña", typed: "ramon", email: "ramon.pena@example.org" },
  { first: "Iñigo", last: "de la Cruz", typed: "inigo", email: "inigo@example.org" },
];

beforeAll(async () => {
  admin = await adminClient(session.app);
  door = await doorAccount(session.app, admin);
  for (const man of MEN) {
    await admin.mutation(api.attendees.create, {
      input: { first_name: man.first, last_name: man.last, email: man.email, cost_of_retreat: "200", amount_paid: "50" },
    });
  }
}, 180_000);

const DOOR_PIECES = englishPieces(["checkin", "common"]);
const expectNoEnglish = (page: Page, where: string) => expectNoEnglishIn(page, where, DOOR_PIECES);

test("the sign-in page switches to Spanish and back without a reload, and <html lang> follows", async () => {
  const page = await session.blankPage({ viewport: PHONE_VIEWPORT });
  await page.goto(`${session.app.url}/auth`);
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await page.getByRole("button", { name: "Español" }).click();
  await page.getByRole("heading", { name: "Bienvenido" }).waitFor();
  expect(await page.getByLabel("Correo electrónico").count()).toBe(1);
  expect(await page.getByRole("button", { name: "Iniciar sesión como administrador" }).count()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");

  await page.getByRole("button", { name: "English" }).click();
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("a check-in admin on a 390 px phone checks men in and takes a payment entirely in Spanish", async () => {
  const page = await session.blankPage({ viewport: PHONE_VIEWPORT });
  await page.goto(`${session.app.url}/auth`);
  await page.getByRole("button", { name: "Español" }).click();
  await page.getByLabel("Correo electrónico").fill(door.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(door.password);
  await page.getByRole("button", { name: "Iniciar sesión como administrador" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth", { timeout: 20_000 });

  // His choice goes with his account: chosen again in the account menu, it is saved there.
  await page.goto(`${session.app.url}/checkin`);
  await page.getByRole("button", { name: "Cuenta" }).click();
  await page.getByRole("menuitem", { name: "Español" }).click();
  await page.keyboard.press("Escape");

  const search = page.getByLabel("Buscar por nombre, correo o teléfono");
  await search.waitFor();
  await page.getByRole("group", { name: "Conteo de llegadas" }).getByText(/\d+ \/ \d+/).first().waitFor();
  await page.getByLabel("Cargando la lista").waitFor({ state: "detached" });
  await expectNoEnglish(page, "the door, idle");

  for (const man of MEN) {
    const name = `${man.first} ${man.last}`;
    await search.fill(man.typed);
    const card = page.getByRole("list", { name: "Resultados de la búsqueda" }).getByRole("article", { name });
    await card.waitFor();
    await expectNoEnglish(page, `${name}'s card`);
    await card.getByRole("button", { name: `Registrar llegada de ${name}` }).click();
    await page.getByText(`${name} registrado`).waitFor();
    await page.getByRole("region", { name: "Recién llegado" }).getByText(`${name} ya está registrado`).waitFor();
    await expectNoEnglish(page, `after checking in ${name}`);
  }

  // A payment at the door: a refusal checked on the phone, then the payment, all in Spanish.
  const first = `${MEN[0].first} ${MEN[0].last}`;
  await search.fill(MEN[0].typed);
  const card = page.getByRole("list", { name: "Resultados de la búsqueda" }).getByRole("article", { name: first });
  await card.getByText(/Registrado a las .+ por Marta Puerta/).waitFor();
  await card.getByRole("button", { name: "Pago" }).click();
  const dialog = page.getByRole("dialog", { name: "Pago en la puerta" });
  await dialog.getByLabel("Cantidad recibida").fill("abc");
  await dialog.getByRole("button", { name: "Registrar pago" }).click();
  await dialog.getByText("«abc» no es una cantidad. Escribe un número como 150 o 150.00.").waitFor();
  await expectNoEnglish(page, "the payment dialog");
  await dialog.getByLabel("Cantidad recibida").fill("150");
  await dialog.getByRole("button", { name: "Registrar pago" }).click();
  await page.getByText(`${first} ya pagó $200.00 (Pagado).`).waitFor();
  await expectNoEnglish(page, "after the payment");


  // The choice is on his account: signing in on another phone (English sign-in page) opens the door in Spanish.
  const other = await session.blankPage({ viewport: PHONE_VIEWPORT });
  await other.goto(`${session.app.url}/auth`);
  await other.getByLabel("Email").fill(door.email);
  await other.getByLabel("Password", { exact: true }).fill(door.password);
  await other.getByRole("button", { name: "Sign In as Admin" }).click();
  await other.waitForURL((url) => url.pathname !== "/auth", { timeout: 20_000 });
  await other.goto(`${session.app.url}/checkin`);
  await other.getByRole("heading", { name: "Recepción" }).waitFor();
  expect(await other.evaluate(() => document.documentElement.lang)).toBe("es");
}, 180_000);
