/**
 * Door check-ins at once (issue 22), against the app's own convex/ on the embedded backend in a
 * child process, with real ConvexClients (each its own signed-in session) in this one:
 *  - door_checkins_per_s: 10 staff clients, each with the live arrival counts open as the check-in
 *    screen has them, check in different men at the same time (each client one man after another,
 *    the clients all at once) at 2,000 attendees; check-ins completed per second of wall time.
 *  - door_checkin_p50_ms / _p95_ms: one check-in's round trip while the others run.
 * It fails unless the counts come out exact: every check-in reports a change, the kept arrival count
 * grows by exactly the men checked in, every open screen ends on that count, and a recount of the
 * men marked checked in (read through the check-in list) agrees — no count lost or repeated.
 * Quick run: `BENCH_DOOR_CLIENTS=3 BENCH_ATTENDEES=300 BENCH_DOOR_CHECKINS=60 npm run bench -- doorCheckins`.
 */
import type { ConvexClient } from "convex/browser";
import type { FunctionReturnType } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { benchSize, percentile, seedAttendees, withBenchApp, withTimeout } from "./benchApp";

const CLIENTS = benchSize("door_clients", 10);
const ATTENDEES = benchSize("attendees", 2000);
const SERVERS = Math.round(ATTENDEES / 10);
const CHECKINS = Math.min(benchSize("door_checkins", 500), ATTENDEES);

type Counts = FunctionReturnType<typeof api.checkIn.counts>;

const arrivedOf = (counts: Counts) => counts.retreatants.arrived + counts.servers.arrived;

function manOf(i: number) {
  return { first_name: `Door ${i}`, last_name: `Arrival ${i}`, email: `door${i}@example.org`, phone_number: `512556${String(i).padStart(4, "0")}` };
}

/** Every man on the check-in list (one-shot pages), with whether he is checked in. */
async function everyMan(client: ConvexClient): Promise<Array<{ _id: Id<"attendees">; has_checked_in: boolean }>> {
  const men: Array<{ _id: Id<"attendees">; has_checked_in: boolean }> = [];
  let cursor: string | null = null;
  for (;;) {
    const page: FunctionReturnType<typeof api.checkIn.list> = await client.query(api.checkIn.list, { paginationOpts: { numItems: 100, cursor } });
    for (const row of page.page) men.push({ _id: row._id, has_checked_in: row.has_checked_in });
    if (page.isDone) return men;
    cursor = page.continueCursor;
  }
}

type Measured = { perSecond: number; latencies: number[] };

async function doorRush(clients: ConvexClient[]): Promise<Measured> {
  // Each door screen keeps the arrival counts live, as CheckInPage does.
  const latest: Array<Counts | null> = clients.map(() => null);
  await withTimeout(
    Promise.all(
      clients.map(
        (client, index) =>
          new Promise<void>((resolve) => {
            client.onUpdate(api.checkIn.counts, {}, (counts) => {
              latest[index] = counts;
              resolve();
            });
          }),
      ),
    ),
    60_000,
    "door screens' counts",
  );
  const everyone = await everyMan(clients[0]);
  if (everyone.length !== ATTENDEES) throw new Error(`The list holds ${everyone.length} men, ${ATTENDEES} were seeded.`);
  const waiting = everyone.filter((man) => !man.has_checked_in).map((man) => man._id);
  const before = arrivedOf(await clients[0].query(api.checkIn.counts, {}));
  // Different men for every client: client c takes every CLIENTS-th man from c.
  const chosen = waiting.slice(0, CHECKINS);
  const slices = clients.map((_, c) => chosen.filter((_, i) => i % clients.length === c));

  const latencies: number[] = [];
  let unchanged = 0;
  const t0 = performance.now();
  await withTimeout(
    Promise.all(
      clients.map(async (client, c) => {
        for (const id of slices[c]) {
          const started = performance.now();
          const outcome = await client.mutation(api.checkIn.checkIn, { id });
          latencies.push(performance.now() - started);
          if (!outcome.changed) unchanged += 1;
        }
      }),
    ),
    600_000,
    "door check-ins",
  );
  const seconds = (performance.now() - t0) / 1000;

  const expected = before + chosen.length;
  if (unchanged > 0) throw new Error(`${unchanged} check-ins of men not yet in reported no change.`);
  // Every open screen (the kept count, live) reaches the number checked in. Not asked once: a
  // client subscribed to the counts answers from what it last heard, which may still lack the
  // last check-ins of the other clients. A count lost or repeated never settles on `expected`.
  const shown = () => latest.map((counts) => (counts === null ? null : arrivedOf(counts)));
  try {
    await withTimeout(
      (async () => {
        while (!shown().every((arrived) => arrived === expected)) await new Promise((r) => setTimeout(r, 20));
      })(),
      30_000,
      "every door screen showing the final count",
    );
  } catch {
    throw new Error(`The door screens show ${shown().join(", ")} arrivals; ${expected} men are checked in.`);
  }
  const marked = (await everyMan(clients[0])).filter((man) => man.has_checked_in).length;
  if (marked !== expected) throw new Error(`${marked} men are marked checked in; the count says ${expected}.`);
  return { perSecond: Math.round((chosen.length / seconds) * 10) / 10, latencies };
}

export default async function doorBench(): Promise<Record<string, number>> {
  const seed = (admin: ConvexClient) => seedAttendees(admin, ATTENDEES, SERVERS, manOf);
  const { perSecond, latencies } = await withBenchApp({ name: "doorCheckins", clients: CLIENTS, seed }, doorRush);
  return {
    door_checkins_per_s: perSecond,
    door_checkin_p50_ms: percentile(latencies, 50),
    door_checkin_p95_ms: percentile(latencies, 95),
  };
}
