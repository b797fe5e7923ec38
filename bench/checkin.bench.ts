/**
 * Check-in figures (issue 9), against the app's own convex/ on the embedded backend in a child
 * process, with real ConvexClients (each its own signed-in session) in this one:
 *  - checkin_propagation_p50_ms / _p95_ms: 26 clients hold the check-in screen open over 2,000
 *    attendees, each subscribed exactly as CheckInPage subscribes (the counts, and the list through
 *    useLiveList's page chain, src/lib/livePages.ts, pages of CHECK_IN_PAGE_SIZE); one checks a man
 *    in; time until each of the 25 others shows the new counts. Target p95 ≤ 50.
 *  - checkin_pages_resent_per_screen: list pages each open screen received per check-in (1 when a
 *    check-in re-sends only the page holding the man).
 *  - checkin_search_ms: keystroke to results on the check-in screen at 2,000 attendees: the slowest
 *    checkInResults (searchMen, ranked) over the rows a screen loaded, typing names letter by letter,
 *    rows prepared for searching as the screen prepares them when they arrive. Target ≤ 50.
 * Quick run: `BENCH_CLIENTS=5 BENCH_ATTENDEES=300 BENCH_ROUNDS=5 npm run bench -- checkin`.
 */
import type { ConvexClient } from "convex/browser";
import type { FunctionReturnType } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { checkInResults, type CheckInRow } from "../src/features/checkin/checkInSearch";
import { CHECK_IN_PAGE_SIZE } from "../src/features/checkin/useCheckInList";
import { prepareMen } from "../convex/shared/manSearch";
import { benchSize, percentile, seedAttendees, withBenchApp, withTimeout } from "./benchApp";
import { LiveListClient } from "./liveListClient";

const CLIENTS = benchSize("clients", 26);
const ATTENDEES = benchSize("attendees", 2000);
const SERVERS = Math.round(ATTENDEES / 10);
const ROUNDS = benchSize("rounds", 40);

type Counts = FunctionReturnType<typeof api.checkIn.counts>;

const FIRST = ["José", "Juan", "Raúl", "Ramón", "Pedro", "Luis", "Miguel Ángel", "Andrés", "Jesús", "Tomás", "Héctor", "Óscar"];
const LAST = ["García", "Núñez", "Castillo", "Martínez", "Pérez", "de la Cruz", "Ibáñez", "Rodríguez", "López", "Hernández", "Gómez"];

function manOf(i: number) {
  return {
    first_name: `${FIRST[i % FIRST.length]}${i % 7 === 0 ? "" : ` ${String.fromCharCode(65 + (i % 26))}.`}`,
    last_name: `${LAST[(i * 7) % LAST.length]} ${i}`,
    email: `bench${i}@example.org`,
    phone_number: `512555${String(i).padStart(4, "0")}`,
  };
}

/**
 * One check-in screen: what CheckInPage subscribes to, and nothing else — the counts
 * (LiveArrivalCounts) and the list through useCheckInList's page chain (useLiveList).
 */
class CheckInScreen {
  counts: Counts | null = null;
  list: LiveListClient<typeof api.checkIn.list>;

  constructor(client: ConvexClient, onChange: (screen: CheckInScreen) => void) {
    client.onUpdate(api.checkIn.counts, {}, (counts) => {
      this.counts = counts;
      onChange(this);
    });
    this.list = new LiveListClient(client, api.checkIn.list, {}, CHECK_IN_PAGE_SIZE, () => onChange(this));
  }

  get loaded(): boolean {
    return this.counts !== null && this.list.loaded && this.list.rows.length === ATTENDEES;
  }
}

type Expected = { arrived: number; t0: number; seen: Set<number>; times: number[]; done: () => void };

type Measured = { samples: number[]; pagesPerCheckIn: number; rows: CheckInRow[] };

async function propagation(clients: ConvexClient[]): Promise<Measured> {
  let expected: Expected | null = null;
  let pageUpdates = 0;
  const samples: number[] = [];
  const screens = clients.map((client, index) => {
    let ready: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (ready = resolve));
    let rows: CheckInRow[] | null = null;
    const screen = new CheckInScreen(client, (s) => {
      if (s.loaded) ready();
      const e = expected;
      if (e !== null && s.list.rows !== rows) pageUpdates += 1;
      rows = s.list.rows;
      if (e === null || e.seen.has(index) || s.counts === null) return;
      if (s.counts.retreatants.arrived + s.counts.servers.arrived !== e.arrived) return;
      e.seen.add(index);
      if (index !== 0) e.times.push(performance.now() - e.t0);
      if (e.seen.size === clients.length) e.done();
    });
    return { screen, loaded };
  });
  await withTimeout(Promise.all(screens.map((s) => s.loaded)), 180_000, "initial check-in screen load");
  const watcher = screens[0].screen;
  const waiting = watcher.list.rows.filter((row) => !row.has_checked_in).map((row) => row._id);
  const step = Math.max(1, Math.floor(waiting.length / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    const man: Id<"attendees"> = waiting[(round * step) % waiting.length];
    const counts = watcher.counts!;
    const arrived = counts.retreatants.arrived + counts.servers.arrived + 1;
    const times: number[] = [];
    await withTimeout(
      new Promise<void>((done) => {
        expected = { arrived, t0: performance.now(), seen: new Set(), times, done };
        clients[0].mutation(api.checkIn.checkIn, { id: man }).catch((error: unknown) => console.error(`check-in failed: ${String(error)}`));
      }),
      60_000,
      `propagation round ${round}`,
    );
    // Let the list pages of the round land too before the next check-in.
    await new Promise((r) => setTimeout(r, 50));
    expected = null;
    samples.push(...times);
  }
  return { samples, pagesPerCheckIn: Math.round((pageUpdates / (ROUNDS * clients.length)) * 100) / 100, rows: watcher.list.rows };
}

/**
 * Keystroke to results as CheckInPage computes them (checkInResults: manSearch's searchMen over
 * the rows the screen has loaded), typing names letter by letter. Each name starts on freshly
 * loaded rows, prepared as the screen prepares them when they arrive (prepareMen).
 */
function searchTiming(loaded: CheckInRow[]): number {
  const texts = ["jose nun", "ramon castillo", "garcia 15", "555-0199", "de la cruz", "miguel angel", "j"];
  let slowest = 0;
  for (const text of texts) {
    const rows = structuredClone(loaded);
    prepareMen(rows);
    for (let length = 1; length <= text.length; length++) {
      const t0 = performance.now();
      checkInResults(rows, text.slice(0, length));
      slowest = Math.max(slowest, performance.now() - t0);
    }
  }
  return Math.round(slowest * 100) / 100;
}

export default async function checkInBench(): Promise<Record<string, number>> {
  const seed = (admin: ConvexClient) => seedAttendees(admin, ATTENDEES, SERVERS, manOf);
  const { samples, pagesPerCheckIn, rows } = await withBenchApp({ name: "checkin", clients: CLIENTS, seed }, propagation);
  return {
    checkin_propagation_p50_ms: percentile(samples, 50),
    checkin_propagation_p95_ms: percentile(samples, 95),
    checkin_pages_resent_per_screen: pagesPerCheckIn,
    checkin_search_ms: searchTiming(rows),
  };
}
