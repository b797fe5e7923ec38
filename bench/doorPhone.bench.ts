/**
 * The door on a slow phone (issue 28), in headless Chromium against the built app as `npm start`
 * serves it, with the phone of tests/e2e/slowPhone.ts (150 ms round trip, 1.6 Mbps down, 750 kbps
 * up, CPU 4× slower):
 *  - checkin_cold_ready_ms / checkin_transfer_kb: a signed-in phone with nothing cached opens
 *    /checkin; time until the search box takes typing, and KB on the wire by then (HTTP and the
 *    sync WebSocket). Targets ≤ 2500 ms and ≤ 250 KB.
 *  - checkin_warm_ready_ms: the same phone reloads once the app is installed (service worker).
 *  - offline_checkins_applied: the phone goes offline, checks in 10 men, comes back; how many the
 *    server then shows checked in (10 when none is lost, and none counted twice: the arrival count
 *    rises by exactly 10 or the bench fails).
 * Median of BENCH_DOOR_ROUNDS (default 3) loads for the timings. Builds dist/ first. Besides the
 * demo retreat, the data holds 20 closed retreats of 100 men (bench/archivedRetreats.ts).
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { api } from "../convex/_generated/api";
import { adminClient, doorAccount } from "../tests/e2e/accounts";
import { launchBrowser, startApp } from "../tests/e2e/harness";
import { emulateSlowPhone, measureDoorLoad, SEARCH_LABEL, signedInPhone, untilServiceWorkerInControl } from "../tests/e2e/slowPhone";
import { archiveForBench } from "./archivedRetreats";
import { benchSize, percentile } from "./benchApp";

const root = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = benchSize("door_rounds", 3);

export default async function doorBench(): Promise<Record<string, number>> {
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const admin = await adminClient(app);
    await archiveForBench(admin, "doorPhone");
    const door = await doorAccount(app, admin);
    const cold: number[] = [];
    const warm: number[] = [];
    const transfer: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const context = await signedInPhone(browser, app.url, door);
      const page = await context.newPage();
      const counter = await emulateSlowPhone(page);
      const first = await measureDoorLoad(page, app.url, counter, "goto");
      cold.push(first.readyMs);
      transfer.push(first.transferKb);
      await untilServiceWorkerInControl(page, 120_000);
      warm.push((await measureDoorLoad(page, app.url, counter, "reload")).readyMs);
      await context.close();
    }

    // Ten men checked in with no connection, then the connection comes back.
    const men = [];
    for (let i = 0; i < 10; i++) {
      const first = `Bench${String.fromCharCode(97 + i)}`;
      const id = await admin.mutation(api.attendees.create, { input: { first_name: first, last_name: "Pasillo", email: `door-bench-${i}@example.org` } });
      men.push({ id, name: `${first} Pasillo`, typed: first.toLowerCase() });
    }
    const before = await admin.query(api.checkIn.counts, {});
    const context = await signedInPhone(browser, app.url, door);
    const page = await context.newPage();
    await page.goto(`${app.url}/checkin`);
    await page.getByLabel("Loading the list").waitFor({ state: "detached", timeout: 60_000 });
    await untilServiceWorkerInControl(page, 120_000);
    await context.setOffline(true);
    const search = page.getByLabel(SEARCH_LABEL);
    for (const man of men) {
      await search.fill(man.typed);
      await page.getByRole("article", { name: man.name }).getByRole("button", { name: `Check in ${man.name}` }).click();
    }
    await context.setOffline(false);
    await page.getByRole("status", { name: "Connection" }).waitFor({ state: "detached", timeout: 60_000 });
    let applied = 0;
    for (const man of men) if ((await admin.query(api.attendees.profile, { id: man.id }))!.attendee.has_checked_in) applied++;
    const after = await admin.query(api.checkIn.counts, {});
    if (after.retreatants.arrived - before.retreatants.arrived !== applied) {
      throw new Error(`arrivals rose by ${after.retreatants.arrived - before.retreatants.arrived} for ${applied} men checked in`);
    }
    await context.close();
    return {
      checkin_cold_ready_ms: percentile(cold, 50),
      checkin_warm_ready_ms: percentile(warm, 50),
      checkin_transfer_kb: percentile(transfer, 50),
      offline_checkins_applied: applied,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}
