/**
 * En español (issue 27), every screen: an admin who chose Spanish opens every route of the app on
 * a 390 px phone and meets no English text of any catalogue (text, labels, titles, placeholders),
 * data aside (the demo retreat's English names, rooms, talks and prayers are data), and no screen grows wider than the phone with the longer Spanish words. The routes
 * come from the app's route table, so a new screen is checked too.
 */
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";
import { everyPath, pageWidth } from "./everyScreen";
import { demoDataPatterns, englishIn, englishPieces, everythingSaid, withoutDemoData } from "./noEnglish";

const session = adminSession();
const PHONE = { width: 390, height: 844 };

test("every screen, in Spanish on a phone, says nothing in English and fits the screen", { timeout: 600_000 }, async () => {
  const paths = await everyPath(session.app);
  paths.push("/no-such-page");
  const pieces = englishPieces();
  const demoData = demoDataPatterns();

  const page = await session.page("/", PHONE);
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Español" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Cuenta" }).waitFor();

  const english: string[] = [];
  const tooWide: string[] = [];
  for (const path of paths) {
    await page.goto(`${session.app.url}${path}`);
    const { width, overflowing } = await pageWidth(page);
    expect(await page.evaluate(() => document.documentElement.lang), path).toBe("es");
    const said = withoutDemoData(await everythingSaid(page), demoData);
    for (const piece of englishIn(said, pieces)) {
      const where = said.split("\n").find((line) => englishIn(line, [piece]).length > 0) ?? "";
      english.push(`${path}: ${JSON.stringify(piece)} in ${JSON.stringify(where.slice(0, 120))}`);
    }
    if (width > PHONE.width) tooWide.push(`${path}: ${width}px\n    ${overflowing.join("\n    ")}`);
  }
  expect(english.join("\n")).toBe("");
  expect(tooWide.join("\n")).toBe("");
});

test("the signed-out screens in Spanish say nothing in English", { timeout: 120_000 }, async () => {
  const page = await session.blankPage({ viewport: PHONE });
  await page.goto(`${session.app.url}/auth`);
  await page.getByRole("button", { name: "Español" }).click();
  await page.getByRole("heading", { name: "Bienvenido" }).waitFor();
  const english: string[] = [];
  for (const path of ["/auth", "/reset-password", "/no-such-page"]) {
    await page.goto(`${session.app.url}${path}`);
    await pageWidth(page);
    const found = englishIn(await everythingSaid(page));
    if (found.length > 0) english.push(`${path}: ${found.join(", ")}`);
  }
  expect(english.join("\n")).toBe("");
});
