/// <reference types="vite/client" />
import { expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import type { Viewer } from "./functions";
import { keptAttendeeTotals, readAttendeeTotals, recountAttendeeTotals } from "./model/attendeeTotals";
import { checkInMan, recordDoorPayment } from "./model/checkIn";
import { keptCheckInCounts, readCheckInCounts, recountCheckIns } from "./model/checkInCounts";
import { COUNTER_SHARDS, SHARDED_TABLES, shardOf } from "./model/counterShards";
import { withDerivedData } from "./model/derivedData";
import { keptUnassignedCounts, readUnassignedCounts, recountUnassigned } from "./model/placementCounts";
import { asRole, setupTest, type TestConvex } from "./test.helpers";

const person = (i: number, extra: Record<string, unknown> = {}) => ({
  first_name: `Man${i}`,
  last_name: "Shard",
  email: `man${i}@example.org`,
  cost_of_retreat: 300,
  ...extra,
});

/** What the screens read: the dashboard's check-in counts, Rooms' unassigned counts, Finance's totals. */
async function shown(t: TestConvex) {
  return await t.run(async (ctx) => ({
    checkIns: await readCheckInCounts(ctx),
    unassigned: await readUnassignedCounts(ctx),
    totals: await readAttendeeTotals(ctx),
  }));
}

/** Every counter as kept (the sum of its shards) next to a recount from the men themselves. */
async function keptAndRecounted(t: TestConvex) {
  return await t.run(async (ctx) => ({
    kept: { checkIns: await keptCheckInCounts(ctx), unassigned: await keptUnassignedCounts(ctx), totals: await keptAttendeeTotals(ctx) },
    recount: { checkIns: await recountCheckIns(ctx), unassigned: await recountUnassigned(ctx), totals: await recountAttendeeTotals(ctx) },
  }));
}

async function shardsOf(t: TestConvex) {
  return await t.run(async (ctx) => {
    const out: Record<string, Array<{ _id: string; shard?: number }>> = {};
    for (const table of SHARDED_TABLES) out[table] = await ctx.db.query(table).collect();
    return out;
  });
}

test("the first write creates every shard; readers return the same as a recount", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  await insertAttendee(t, { has_checked_in: true });
  const before = await shown(t); // nothing kept yet: the readers recount
  await client.mutation(api.attendees.create, { input: person(100) });
  const shards = await shardsOf(t);
  for (const table of SHARDED_TABLES) {
    expect(shards[table].map((doc) => doc.shard).sort((a, b) => a! - b!)).toEqual(Array.from({ length: COUNTER_SHARDS }, (_, i) => i));
  }
  const { kept, recount } = await keptAndRecounted(t);
  expect(kept).toEqual(recount);
  expect(kept.checkIns?.retreatants).toEqual({ expected: before.checkIns.retreatants.expected + 1, arrived: 1 });
});

test("the migration turns single counter documents into shards with the same sums, and is safe to run again", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  for (let i = 0; i < 6; i++) await client.mutation(api.attendees.create, { input: person(i, { has_checked_in: i % 2 === 0, amount_paid: 10 * i }) });
  const expected = await shown(t);
  // The data as older versions kept it: one document per counter, without a shard.
  await t.run(async (ctx) => {
    for (const table of SHARDED_TABLES) for (const doc of await ctx.db.query(table).collect()) await ctx.db.delete(table, doc._id);
    await ctx.db.insert("checkInCounts", {
      attendee_expected: expected.checkIns.retreatants.expected,
      attendee_arrived: expected.checkIns.retreatants.arrived,
      server_expected: expected.checkIns.servers.expected,
      server_arrived: expected.checkIns.servers.arrived,
      arrived_unpaid: expected.checkIns.unpaidArrived,
    });
    await ctx.db.insert("placementCounts", { attendee: expected.unassigned.attendee, server: expected.unassigned.server, at_home: expected.unassigned.atHome });
    await ctx.db.insert("attendeeTotals", expected.totals);
  });
  expect(await shown(t)).toEqual(expected);

  // A write between the deploy and the migration: the legacy document counts as a shard.
  await client.mutation(api.attendees.create, { input: person(6, { has_checked_in: true }) });
  const afterWrite = await shown(t);
  expect(afterWrite.checkIns.retreatants.arrived).toBe(expected.checkIns.retreatants.arrived + 1);
  expect((await keptAndRecounted(t)).kept).toEqual((await keptAndRecounted(t)).recount);

  // Per counter: the legacy document moved to shard 0 (or merged into it, when the write above
  // created shard 0), and every other missing shard created.
  const written = shardOf("man6@example.org") === 0 ? COUNTER_SHARDS : COUNTER_SHARDS - 1;
  const first = await t.mutation(internal.migrations.run, {});
  expect(first.counterShardsWritten).toBe(3 * written);
  const shards = await shardsOf(t);
  for (const table of SHARDED_TABLES) {
    expect(shards[table]).toHaveLength(COUNTER_SHARDS);
    expect(new Set(shards[table].map((doc) => doc.shard))).toEqual(new Set(Array.from({ length: COUNTER_SHARDS }, (_, i) => i)));
  }
  expect(await shown(t)).toEqual(afterWrite);
  const { kept, recount } = await keptAndRecounted(t);
  expect(kept).toEqual(recount);

  // Again: nothing to do, nothing changes.
  expect(await t.mutation(internal.migrations.run, {})).toMatchObject({ counterShardsWritten: 0 });
  expect(await shardsOf(t)).toEqual(shards);
  expect(await shown(t)).toEqual(afterWrite);
});

test("the migration leaves a database that never kept counters as it is", async () => {
  const t = setupTest();
  await insertAttendee(t);
  expect(await t.mutation(internal.migrations.run, {})).toMatchObject({ counterShardsWritten: 0 });
  expect(Object.values(await shardsOf(t)).flat()).toEqual([]);
});

type Written = { table: string; id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };
/** A read: one document, or an index range given by its equality prefix (no prefix: the whole table). */
type Read = { table: string; id?: string; eqs?: Array<[string, unknown]> };
type Footprint = { reads: Read[]; writes: Written[] };

/**
 * ctx with a db that records what a transaction reads and writes, at the granularity Convex's
 * optimistic concurrency control checks: documents read by id, and index ranges (here widened to
 * their equality prefix, so more conflicts are found than Convex would find, never fewer).
 */
function recording(ctx: MutationCtx, footprint: Footprint): MutationCtx {
  const db = ctx.db;
  const recordQuery = (table: string, query: object): object => {
    const read: Read = { table };
    footprint.reads.push(read);
    return new Proxy(query, {
      get(target, prop) {
        const value = (target as Record<string | symbol, unknown>)[prop];
        if (prop === "withIndex") {
          return (name: string, range?: (q: unknown) => unknown) => {
            const eqs: Array<[string, unknown]> = [];
            const q: Record<string, (field: string, value: unknown) => unknown> = {
              eq: (field, v) => (eqs.push([field, v]), q),
              gt: () => q,
              gte: () => q,
              lt: () => q,
              lte: () => q,
            };
            if (range) range(q);
            read.eqs = eqs;
            return (value as (n: string, r?: unknown) => unknown).call(target, name, range);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  };
  const loose = db as unknown as {
    get(table: string, id: string): Promise<Record<string, unknown> | null>;
    query(table: string): object;
    insert(table: string, value: object): Promise<string>;
    patch(table: string, id: string, value: object): Promise<void>;
    replace(table: string, id: string, value: object): Promise<void>;
    delete(table: string, id: string): Promise<void>;
  };
  const wrapped = {
    get: async (table: string, id: string) => {
      footprint.reads.push({ table, id });
      return await loose.get(table, id);
    },
    query: (table: string) => recordQuery(table, loose.query(table)),
    insert: async (table: string, value: Record<string, unknown>) => {
      const id = await loose.insert(table, value);
      footprint.writes.push({ table, id, before: null, after: { ...value, _id: id } });
      return id;
    },
    patch: async (table: string, id: string, value: Record<string, unknown>) => {
      const before = (await loose.get(table, id))!;
      await loose.patch(table, id, value);
      footprint.reads.push({ table, id });
      footprint.writes.push({ table, id, before, after: { ...before, ...value } });
    },
    replace: async (table: string, id: string, value: Record<string, unknown>) => {
      const before = (await loose.get(table, id))!;
      await loose.replace(table, id, value);
      footprint.reads.push({ table, id });
      footprint.writes.push({ table, id, before, after: { ...value, _id: id } });
    },
    delete: async (table: string, id: string) => {
      const before = await loose.get(table, id);
      await loose.delete(table, id);
      footprint.reads.push({ table, id });
      footprint.writes.push({ table, id, before, after: null });
    },
    system: db.system,
    normalizeId: db.normalizeId.bind(db),
  };
  return { ...ctx, db: wrapped as unknown as MutationCtx["db"] };
}

function readCovers(read: Read, write: Written): boolean {
  if (read.table !== write.table) return false;
  if (read.id !== undefined) return read.id === write.id;
  const eqs = read.eqs ?? [];
  const inRange = (doc: Record<string, unknown> | null) => doc !== null && eqs.every(([field, value]) => doc[field] === value);
  return inRange(write.before) || inRange(write.after);
}

/** Whether two concurrent transactions conflict: one read something the other wrote. */
function conflict(a: Footprint, b: Footprint): boolean {
  const hits = (x: Footprint, y: Footprint) => x.reads.some((read) => y.writes.some((write) => readCovers(read, write)));
  return hits(a, b) || hits(b, a);
}

const COUNTER_TABLES = new Set<string>(SHARDED_TABLES);

test("check-ins and door payments of different men touch different counter documents unless their ids share a shard", async () => {
  const t = setupTest();
  const { client, userId, email } = await asRole(t, "admin");
  const viewer: Viewer = { userId, email, roles: ["admin"] };
  const MEN = 48;
  const men: Id<"attendees">[] = [];
  for (let i = 0; i < MEN; i++) men.push(await client.mutation(api.attendees.create, { input: person(i) }));

  const footprints: Footprint[] = [];
  for (const [i, id] of men.entries()) {
    const footprint: Footprint = { reads: [], writes: [] };
    await t.run(async (ctx) => {
      // As a mutation's ctx.db is: the derived documents kept on each write, every read and write recorded.
      const recorded = withDerivedData(recording(ctx, footprint));
      // Half the men pay at the door as they arrive: that also changes the finance totals.
      if (i % 2 === 0) await recordDoorPayment(recorded, viewer, { id, amount: "300", refund: false });
      await checkInMan(recorded, viewer, id);
    });
    footprints.push(footprint);
  }
  // Each transaction writes exactly one shard of each counter it changes, and reads no other.
  for (const [i, footprint] of footprints.entries()) {
    const counterWrites = footprint.writes.filter((w) => COUNTER_TABLES.has(w.table));
    expect(counterWrites.map((w) => w.table).sort()).toEqual(i % 2 === 0 ? ["attendeeTotals", "checkInCounts"] : ["checkInCounts"]);
    for (const write of counterWrites) expect(write.after!.shard).toBe(shardOf(men[i]));
    const counterReads = footprint.reads.filter((r) => COUNTER_TABLES.has(r.table));
    for (const read of counterReads) expect(read.id ?? read.eqs).toEqual(read.id ?? [["shard", shardOf(men[i])]]);
  }

  let pairs = 0;
  let conflicting = 0;
  for (let i = 0; i < MEN; i++) {
    for (let j = i + 1; j < MEN; j++) {
      pairs += 1;
      const sameShard = shardOf(men[i]) === shardOf(men[j]);
      // Only the shared shard can make two different men's transactions conflict.
      expect(conflict(footprints[i], footprints[j])).toBe(sameShard);
      if (sameShard) conflicting += 1;
    }
  }
  // 1/COUNTER_SHARDS of pairs expected (about 3%); far from the single document, where every pair conflicted.
  expect(conflicting / pairs).toBeLessThan(0.1);
  expect(new Set(men.map((id) => shardOf(id))).size).toBeGreaterThan(COUNTER_SHARDS / 2);
});

test("the counts stay exact after many concurrent check-ins, payments, undos, adds and removals", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const MEN = 80;
  const men = await Promise.all(Array.from({ length: MEN }, (_, i) => client.mutation(api.attendees.create, { input: person(i, { attendee_type: i % 5 === 0 ? "server" : "attendee" }) })));
  // Staff at several doors at once: every man checked in, a third also pays, some check-ins undone,
  // and the office adds and removes men meanwhile.
  const added = MEN;
  const removed = men.slice(60, 70);
  const staying = men.filter((id) => !removed.includes(id));
  await Promise.all([
    ...staying.map((id) => client.mutation(api.checkIn.checkIn, { id })),
    ...staying.filter((_, i) => i % 3 === 0).map((id) => client.mutation(api.checkIn.recordPayment, { id, amount: "300", refund: false })),
    ...Array.from({ length: 10 }, (_, i) => client.mutation(api.attendees.create, { input: person(added + i, { has_checked_in: true, amount_paid: 5 }) })),
    ...removed.map((id) => client.mutation(api.attendees.remove, { id })),
  ]);
  await Promise.all(men.slice(0, 10).map((id) => client.mutation(api.checkIn.undo, { id })));
  // Concurrent second taps on men already in: no count twice.
  await Promise.all(men.slice(20, 40).map((id) => client.mutation(api.checkIn.checkIn, { id })));

  const { kept, recount } = await keptAndRecounted(t);
  expect(kept).toEqual(recount);
  const arrived = kept.checkIns!.retreatants.arrived + kept.checkIns!.servers.arrived;
  // 70 checked in, 10 of them undone; 10 added already in.
  expect(arrived).toBe(70 - 10 + 10);
  const onFile = await t.run(async (ctx) => (await ctx.db.query("attendees").collect()).filter((man) => man.has_checked_in).length);
  expect(arrived).toBe(onFile);
  expect(kept.totals!.attendee.men + kept.totals!.server.men).toBe(MEN - 10 + 10);
  const shards = await shardsOf(t);
  // The writes were spread over the shards, not piled on one.
  const used = await t.run(async (ctx) => (await ctx.db.query("checkInCounts").collect()).filter((s) => s.attendee_arrived + s.server_arrived !== 0).length);
  expect(used).toBeGreaterThan(COUNTER_SHARDS / 2);
  for (const table of SHARDED_TABLES) expect(shards[table]).toHaveLength(COUNTER_SHARDS);
});
