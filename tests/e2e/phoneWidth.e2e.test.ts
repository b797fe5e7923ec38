/**
 * Every screen on a 390 × 844 phone, signed in as the admin: no page may be wider than the screen
 * (a table or schedule cut off on the right, or a page that scrolls sideways). The routes come from
 * the app's own route table, so a new screen is measured too; routes with an id get one from the
 * demo data.
 */
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";
import { everyPath, pageWidth as measure } from "./everyScreen";

const session = adminSession();
const PHONE = { width: 390, height: 844 };

test("no screen is wider than a 390 px phone", { timeout: 600_000 }, async () => {
  const paths = await everyPath(session.app);
  paths.push("/no-such-page");

  const page = await session.page("/", PHONE);
  const tooWide: string[] = [];
  for (const path of paths) {
    await page.goto(`${session.app.url}${path}`);
    const { width, overflowing } = await measure(page);
    if (width > PHONE.width) tooWide.push(`${path}: ${width}px\n    ${overflowing.join("\n    ")}`);
  }
  expect(tooWide.join("\n")).toBe("");
});

test("the signed-out screens fit a 390 px phone too, under the retreat's logo and name", { timeout: 120_000 }, async () => {
  const page = await session.blankPage({ viewport: PHONE });
  const tooWide: string[] = [];
  for (const path of ["/auth", "/reset-password", "/no-such-page"]) {
    await page.goto(`${session.app.url}${path}`);
    // No staff header on these pages: they carry the logo and the retreat's name themselves.
    await page.getByRole("link", { name: "Retreat Admin home" }).waitFor();
    await page.getByText("Retreat Admin", { exact: true }).waitFor();
    const { width, overflowing } = await measure(page);
    if (width > PHONE.width) tooWide.push(`${path}: ${width}px\n    ${overflowing.join("\n    ")}`);
  }
  await page.context().close();
  expect(tooWide.join("\n")).toBe("");
});
