/**
 * What the propagation benches share: the app's own convex/ on the embedded backend in a child
 * process, seeded, with real ConvexClients (each its own signed-in session) in this process; and
 * the figures' arithmetic. Sizes can be made small for a quick run with BENCH_<NAME> variables
 * (benchSize), e.g. `BENCH_CLIENTS=5 BENCH_ATTENDEES=300 BENCH_ROUNDS=5 npm run bench -- checkin`.
 * The data holds 20 closed retreats of 100 men besides the one measured (bench/archivedRetreats.ts;
 * BENCH_ARCHIVED_RETREATS=0 for none).
 */
import type { ConvexClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import { startAppBackend } from "../tests/fixtures/roomBackend";
import { archiveForBench } from "./archivedRetreats";

/** `fallback` unless BENCH_<name> (upper case) holds a positive whole number. */
export function benchSize(name: string, fallback: number): number {
  const raw = process.env[`BENCH_${name.toUpperCase()}`];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`bench timed out: ${what}`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type SeedRow = Record<string, string>;

/**
 * `count` men through the CSV import in chunks of 100 (the first `servers` of them servers),
 * `values(i)` giving the cells of man i.
 */
export async function seedAttendees(admin: ConvexClient, count: number, servers: number, values: (i: number) => SeedRow): Promise<void> {
  for (let start = 0; start < count; start += 100) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 100); i++) rows.push({ row: i - start + 2, values: values(i), server: i < servers });
    for (const attendeeType of ["server", "attendee"] as const) {
      const chunk = rows.filter((row) => row.server === (attendeeType === "server")).map(({ row, values }) => ({ row, values }));
      if (chunk.length === 0) continue;
      const result = await admin.mutation(api.csvImport.importChunk, { attendeeType, rows: chunk });
      if (result.errors.length > 0) throw new Error(`Seeding failed: ${result.errors[0].message}`);
    }
  }
}

/**
 * Starts the app (no demo data) with the archived retreats, lets `seed` fill the current one as
 * the admin, signs `clients` more clients in, runs `measure` with them, and always stops the app.
 */
export async function withBenchApp<T>(
  options: { name: string; clients: number; seed: (admin: ConvexClient) => Promise<void> },
  measure: (clients: ConvexClient[]) => Promise<T>,
): Promise<T> {
  const app = await startAppBackend({ demo: false });
  try {
    const admin = await app.signedInClient();
    await archiveForBench(admin, options.name);
    await options.seed(admin);
    const clients = await Promise.all(Array.from({ length: options.clients }, () => app.signedInClient()));
    return await measure(clients);
  } finally {
    await app.stop();
  }
}
