/** Every screen of the app, for tests that visit them all (phone width, Spanish). */
import type { Page } from "playwright-core";
import { api } from "../../convex/_generated/api";
import { routes } from "../../src/app/routes";
import { adminClient } from "./accounts";
import type { App } from "./harness";

/** Waits for a screen's content: a heading, no spinner, then the page unchanged for ten frames (live data keeps arriving after the spinners go). */
export async function settled(page: Page): Promise<void> {
  await page.locator("h1, h2, h3, h4, h5, h6, [role=heading]").first().waitFor({ timeout: 20_000 });
  await page.locator('[role="progressbar"]').first().waitFor({ state: "detached", timeout: 20_000 }).catch(() => undefined);
  await page.evaluate(() => {
    const state = window as unknown as { lastShape?: string; sameFrames?: number };
    state.lastShape = undefined;
    state.sameFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const state = window as unknown as { lastShape?: string; sameFrames?: number };
      const shape = `${document.querySelectorAll("body *").length} ${document.documentElement.scrollWidth} ${document.documentElement.scrollHeight} ${document.body.innerText.length}`;
      state.sameFrames = shape === state.lastShape ? (state.sameFrames ?? 0) + 1 : 0;
      state.lastShape = shape;
      return state.sameFrames >= 10;
    },
    undefined,
    { polling: "raf", timeout: 20_000 },
  );
}

/**
 * Every route of the app's route table, a new screen included, with its ids taken from the demo
 * data (a server of the demo retreat, and a speaker link made for him).
 */
export async function everyPath(app: App): Promise<string[]> {
  const admin = await adminClient(app);
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
  const paths = routes.map((route) => route.path.replace(":id", servers[0]._id).replace(":token", created.portalToken));
  if (paths.some((path) => path.includes(":"))) throw new Error(`a route with an id the demo data does not give: ${paths.join(", ")}`);
  return paths;
}

/** The page's width (or its widest table's) once its content has loaded, with the elements that stick out on the right. */
export async function pageWidth(page: Page): Promise<{ width: number; overflowing: string[] }> {
  await settled(page);
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
