/**
 * Every screen on a 390 × 844 phone, signed in as the admin: no page may be wider than the screen
 * (a table or schedule cut off on the right, or a page that scrolls sideways). The routes come from
 * the app's own route table, so a new screen is measured too; routes with an id get one from the
 * demo data.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { routes } from "../../src/app/routes";
import { adminClient } from "./accounts";
import { adminSession } from "./adminSession";

const session = adminSession();
const PHONE = { width: 390, height: 844 };

/** The page's width (or its widest table's) once its content has loaded, with the elements that stick out on the right. */
async function measure(page: Page): Promise<{ width: number; overflowing: string[] }> {
  await page.locator("h1, h2, h3, h4, h5, h6, [role=heading]").first().waitFor({ timeout: 20_000 });
  await page.locator('[role="progressbar"]').first().waitFor({ state: "detached", timeout: 20_000 }).catch(() => undefined);
  // Live data keeps arriving after the spinners go: measured once the page stays the same for ten frames.
  await page.waitForFunction(
    () => {
      const state = window as unknown as { lastShape?: string; sameFrames?: number };
      const shape = `${document.querySelectorAll("body *").length} ${document.documentElement.scrollWidth} ${document.documentElement.scrollHeight}`;
      state.sameFrames = shape === state.lastShape ? (state.sameFrames ?? 0) + 1 : 0;
      state.lastShape = shape;
      return state.sameFrames >= 10;
    },
    undefined,
    { polling: "raf", timeout: 20_000 },
  );
  return await page.evaluate(() => {
    const limit = window.innerWidth;
    const overflowing: string[] = [];
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > limit + 1 && overflowing.length < 8) {
        const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
        overflowing.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} "${label}" → ${Math.round(box.right)}px`);
      }
    }
    // A table inside a sideways-scrolling box leaves the page narrow but is still cut off.
    const widestTable = Math.max(0, ...Array.from(document.querySelectorAll("table"), (table) => Math.ceil(table.getBoundingClientRect().right)));
    return { width: Math.max(document.documentElement.scrollWidth, widestTable), overflowing };
  });
}

async function demoIds(): Promise<{ id: string; token: string }> {
  const admin = await adminClient(session.app);
  const { page: servers } = await admin.query(api.talks.serverPage, { paginationOpts: { numItems: 1, cursor: null } });
  const [day] = await admin.query(api.talks.days, {});
  const created = await admin.mutation(api.talks.create, {
    title: "The Prodigal Son",
    kind: "talk",
    speaker_id: servers[0]._id,
    day: day.date,
    time: day.start ?? "19:00",
    duration_minutes: 30,
    status: "assigned",
  });
  return { id: servers[0]._id, token: created.portalToken };
}

test("no screen is wider than a 390 px phone", { timeout: 600_000 }, async () => {
  const { id, token } = await demoIds();
  const paths = routes.map((route) => route.path.replace(":id", id).replace(":token", token));
  expect(paths.every((path) => !path.includes(":"))).toBe(true);
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
