/**
 * Races: every rule that limits a resource (raceRules.ts), hit by many real clients at once.
 * Exactly the allowed number win, every loser gets the rule's message, and the data keeps the
 * app's invariants.
 */
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { dataDirDocs, dataDirTableOf, invariantViolations } from "../fixtures/appInvariants";
import { startAppBackend, type AppBackend } from "../fixtures/roomBackend";
import { budgetMs, MODE, report, SIZE } from "./config";
import { RACES } from "./raceRules";
import { refusalData } from "../../convex/refusal.helpers";

const ROUNDS = MODE === "long" ? 3 : 1;

let app: AppBackend;
let admin: ConvexClient;
let racers: ConvexClient[];
let racesRun = 0;
let callsMade = 0;

beforeAll(async () => {
  app = await startAppBackend({ demo: true });
  admin = await app.signedInClient();
  racers = await Promise.all(Array.from({ length: SIZE.raceClients }, () => app.signedInClient()));
  // Enough free men for every race, beyond the demo's 60.
  const extra = (type: "attendee" | "server", count: number) =>
    Array.from({ length: count }, (_, i) => ({ row: i + 2, values: { first_name: "Extra", last_name: `${type} ${i}`, email: `race-${type}-${i}@example.org` } }));
  for (const [type, rows] of [["attendee", extra("attendee", SIZE.raceClients + 4)], ["server", extra("server", 12)]] as const) {
    for (let i = 0; i < rows.length; i += 100) await admin.mutation(api.csvImport.importChunk, { attendeeType: type, rows: rows.slice(i, i + 100) });
  }
}, budgetMs(180_000, 600_000));

afterAll(async () => {
  if (app) {
    await app.server.stop();
    expect(invariantViolations(dataDirDocs(app.dataDir), dataDirTableOf(app.dataDir))).toEqual([]);
    await app.stop();
  }
  report("races", { "races run": racesRun, rules: RACES.length, "clients per race": SIZE.raceClients, "calls made": callsMade });
});

test.each(RACES.map((rule) => [rule.name, rule] as const))(
  "%s",
  async (_name, rule) => {
    for (let round = 1; round <= ROUNDS; round++) {
      const tag = `${racesRun + 1}-${Date.now() % 100000}`;
      const contest = await rule.prepare(admin, SIZE.raceClients, tag);
      const results = await Promise.allSettled(contest.calls.map((call, i) => call(racers[i % racers.length])));
      callsMade += results.length;
      if (contest.winners >= 0) expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(contest.winners);
      results.forEach((result, i) => {
        if (result.status === "fulfilled") return;
        const expected = contest.refusal(i);
        if (typeof expected === "string") expect(refusalData(result.reason).message).toBe(expected);
        else expect(refusalData(result.reason).message).toMatch(expected);
      });
      await contest.after?.(results);
      racesRun++;
    }
  },
  budgetMs(60_000, 300_000),
);
