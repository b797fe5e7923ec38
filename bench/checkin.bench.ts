/**
 * Check-in figures (issue 9), against the app's own convex/ on the embedded backend in a child
 * process, with real ConvexClients (each its own signed-in session) in this one:
 *  - checkin_propagation_p50_ms / _p95_ms: 26 clients hold the check-in screen open over 2,000
 *    attendees, each subscribed as CheckInPage subscribes (the counts, and the list as live pages of
 *    CHECK_IN_PAGE_SIZE); one checks a man in; time until each of the 25 others shows the new
 *    counts. Target p95 ≤ 50.
 *  - checkin_search_ms: keystroke to results on the check-in screen at 2,000 attendees: the slowest
 *    checkInResults (searchMen, ranked) over 2,000 rows while typing names letter by letter, the first
 *    keystroke on a fresh list included. Target ≤ 50.
 */
import type { ConvexClient } from "convex/browser";
import type { FunctionReturnType } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { checkInResults, type CheckInRow } from "../src/features/checkin/checkInSearch";
import { CHECK_IN_PAGE_SIZE } from "../src/features/checkin/useCheckInList";
import { startAppBackend } from "../tests/fixtures/roomBackend";

const CLIENTS = 26;
const ATTENDEES = 2000;
const SERVERS = 200;
const ROUNDS = 40;

type Counts = FunctionReturnType<typeof api.checkIn.counts>;
type Page = FunctionReturnType<typeof api.checkIn.list>;

const FIRST = ["José", "Juan", "Raúl", "Ramón", "Pedro", "Luis", "Miguel Ángel", "Andrés", "Jesús", "Tomás", "Héctor", "Óscar"];
const LAST = ["García", "Núñez", "Castillo", "Martínez", "Pérez", "de la Cruz", "Ibáñez", "Rodríguez", "López", "Hernández", "Gómez"];

function nameOf(i: number) {
  return { first_name: `${FIRST[i % FIRST.length]}${i % 7 === 0 ? "" : ` ${String.fromCharCode(65 + (i % 26))}.`}`, last_name: `${LAST[(i * 7) % LAST.length]} ${i}` };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`bench timed out: ${what}`)), ms))]);
}

async function seed(admin: ConvexClient): Promise<void> {
  for (let start = 0; start < ATTENDEES; start += 100) {
    const attendeeType = start < SERVERS ? "server" : "attendee";
    const rows = Array.from({ length: 100 }, (_, k) => {
      const i = start + k;
      return { row: k + 2, values: { ...nameOf(i), email: `bench${i}@example.org`, phone_number: `512555${String(i).padStart(4, "0")}` } };
    });
    const result = await admin.mutation(api.csvImport.importChunk, { attendeeType, rows });
    if (result.errors.length > 0) throw new Error(`Seeding failed: ${result.errors[0].message}`);
  }
}

/** One check-in screen: the counts and the list's live pages, chained as usePaginatedQuery chains them. */
class CheckInScreen {
  counts: Counts | null = null;
  pages: Page[] = [];

  constructor(client: ConvexClient, onChange: (screen: CheckInScreen) => void) {
    client.onUpdate(api.checkIn.counts, {}, (counts) => {
      this.counts = counts;
      onChange(this);
    });
    const subscribe = (index: number, cursor: string | null) =>
      client.onUpdate(api.checkIn.list, { paginationOpts: { numItems: CHECK_IN_PAGE_SIZE, cursor } }, (page) => {
        const fresh = this.pages[index] === undefined;
        this.pages[index] = page;
        if (fresh && !page.isDone) subscribe(index + 1, page.continueCursor);
        onChange(this);
      });
    subscribe(0, null);
  }

  get loaded(): boolean {
    return this.counts !== null && this.pages.length > 0 && this.pages[this.pages.length - 1].isDone;
  }

  rows(): CheckInRow[] {
    return this.pages.flatMap((page) => page.page);
  }
}

type Expected = { arrived: number; t0: number; seen: Set<number>; times: number[]; done: () => void };

async function propagation(clients: ConvexClient[]): Promise<number[]> {
  let expected: Expected | null = null;
  const samples: number[] = [];
  const screens = clients.map((client, index) => {
    let ready: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (ready = resolve));
    const screen = new CheckInScreen(client, (s) => {
      if (s.loaded) ready();
      const e = expected;
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
  const waiting = watcher.rows().filter((row) => !row.has_checked_in).map((row) => row._id);
  for (let round = 0; round < ROUNDS; round++) {
    const man: Id<"attendees"> = waiting[round * 37];
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
    expected = null;
    samples.push(...times);
    await new Promise((r) => setTimeout(r, 20));
  }
  return samples;
}

function searchTiming(): number {
  const texts = ["jose nun", "ramon castillo", "garcia 15", "555-0199", "de la cruz", "miguel angel"];
  let slowest = 0;
  for (const text of texts) {
    // A fresh list per name: the first keystroke pays for preparing every row.
    const rows: CheckInRow[] = Array.from({ length: ATTENDEES }, (_, i) => ({
      _id: `id${i}` as Id<"attendees">,
      ...nameOf(i),
      email: `bench${i}@example.org`,
      phone_number: `512555${String(i).padStart(4, "0")}`,
      attendee_type: i < SERVERS ? "server" : "attendee",
      has_checked_in: i % 3 === 0,
      checked_in_at: i % 3 === 0 ? i : null,
      checked_in_by: null,
      has_paid: i % 2 === 0,
      amount_paid: null,
      cost_of_retreat: null,
      room_name: null,
      table_name: null,
      snore: false,
      sleeps_at_home: false,
    }));
    for (let length = 1; length <= text.length; length++) {
      const t0 = performance.now();
      checkInResults(rows, text.slice(0, length));
      slowest = Math.max(slowest, performance.now() - t0);
    }
  }
  return Math.round(slowest * 100) / 100;
}

export default async function checkInBench(): Promise<Record<string, number>> {
  const search = searchTiming();
  const app = await startAppBackend({ demo: false });
  try {
    const admin = await app.signedInClient();
    await seed(admin);
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => app.signedInClient()));
    const samples = await propagation(clients);
    return {
      checkin_propagation_p50_ms: percentile(samples, 50),
      checkin_propagation_p95_ms: percentile(samples, 95),
      checkin_search_ms: search,
    };
  } finally {
    await app.stop();
  }
}
