import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * Sharded counters. The totals (attendeeTotals), the check-in counts (checkInCounts) and the
 * unassigned counts (placementCounts) change with almost every attendee write. Kept in one
 * document each, every write would write that same document, and on Convex two staff checking
 * different men in at the same moment would conflict on it (optimistic concurrency) and run one
 * after the other. So each counter is `COUNTER_SHARDS` documents (field `shard` = 0..N-1): a write
 * adds its change to one shard, a read sums them all.
 *
 * The shard is picked from the man the write is about (his id, or his email before he has one),
 * not at random: two writes about different men land on different shards with probability
 * 1 − 1/N; writes about the same man always share a shard, which costs nothing since they also
 * write his document and so conflict anyway; and tests and retries see the same choice every time.
 * A keeper reads only its own shard, by an exact `by_shard` lookup, so a write to another shard is
 * outside what it read: the two transactions do not conflict.
 *
 * The first write on a database without the counter counts everyone into one shard and creates
 * the others empty; `migrations:run` turns a counter kept in one document (before shards) into
 * shards, keeping its sum.
 */
export const COUNTER_SHARDS = 32;

export type ShardedTable = "attendeeTotals" | "checkInCounts" | "placementCounts";
export const SHARDED_TABLES: readonly ShardedTable[] = ["attendeeTotals", "checkInCounts", "placementCounts"];

/** A counter's values: numbers, or objects of numbers (the totals per type). */
export type CounterFields<T extends ShardedTable> = Omit<Doc<T>, "_id" | "_creationTime" | "shard" | "retreat_id">;
type Values = { [field: string]: number | Values };

/** Far above COUNTER_SHARDS: a read sums every shard there is, legacy documents included. */
const MAX_SHARD_DOCS = 256;

/** The shard for a write about the man with this key (32-bit FNV-1a of the text); random without one. */
export function shardOf(key: string | null | undefined, shards = COUNTER_SHARDS): number {
  if (key === null || key === undefined || key === "") return Math.floor(Math.random() * shards);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** The key a write is sharded by: the man's id when the value carries it, else his email. */
export function shardKeyOf(...men: Array<object | null>): string | undefined {
  for (const man of men) {
    const id = man === null ? undefined : (man as { _id?: unknown })._id;
    if (typeof id === "string") return id;
  }
  for (const man of men) {
    const email = man === null ? undefined : (man as { email?: unknown }).email;
    if (typeof email === "string" && email !== "") return email;
  }
  return undefined;
}

function fieldsOf<T extends ShardedTable>(doc: Doc<T>): CounterFields<T> {
  const { _id, _creationTime, shard, retreat_id, ...fields } = doc as Doc<T> & { shard?: number };
  void _id;
  void _creationTime;
  void shard;
  void retreat_id;
  return fields as unknown as CounterFields<T>;
}

/** a + sign·b, field by field (nested objects too). */
export function addValues<V>(a: V, b: V, sign: 1 | -1 = 1): V {
  const left = a as unknown as Values;
  const right = b as unknown as Values;
  const out: Values = {};
  for (const [field, value] of Object.entries(left)) {
    const other = right[field];
    out[field] = typeof value === "number" ? value + sign * (other as number) : addValues(value, other as Values, sign);
  }
  return out as unknown as V;
}

/** Every field zero, in the shape of `like`. */
export function zeroValues<V>(like: V): V {
  return addValues(like, like, -1);
}

/** Whether every field is zero. */
export function isZeroValues(values: unknown): boolean {
  return Object.values(values as Values).every((value) => (typeof value === "number" ? value === 0 : isZeroValues(value)));
}

async function allShards<T extends ShardedTable>(ctx: QueryCtx, table: T): Promise<Doc<T>[]> {
  return (await ctx.db.query(table).take(MAX_SHARD_DOCS)) as Doc<T>[];
}

/** The counter's value (the sum of its shards), or null when no write has kept it yet. */
export async function readSharded<T extends ShardedTable>(ctx: QueryCtx, table: T): Promise<CounterFields<T> | null> {
  const docs = await allShards(ctx, table);
  if (docs.length === 0) return null;
  return docs.map(fieldsOf).reduce((sum, fields) => addValues(sum, fields));
}

/**
 * The three tables have different fields but the same shape of use; this view of ctx.db lets one
 * generic function write any of them (the schema still validates every write).
 */
type ShardWriter = {
  query(table: ShardedTable): {
    withIndex(index: "by_shard", range: (q: { eq(field: "shard", value: number): unknown }) => unknown): { first(): Promise<Doc<ShardedTable> | null> };
  };
  insert(table: ShardedTable, value: object): Promise<unknown>;
  patch(table: ShardedTable, id: string, value: object): Promise<void>;
};

async function shardDoc<T extends ShardedTable>(ctx: QueryCtx, table: T, shard: number): Promise<Doc<T> | null> {
  const db = ctx.db as unknown as ShardWriter;
  return (await db.query(table).withIndex("by_shard", (q) => q.eq("shard", shard)).first()) as Doc<T> | null;
}

async function insertShard<T extends ShardedTable>(ctx: MutationCtx, table: T, shard: number, fields: CounterFields<T>): Promise<void> {
  await (ctx.db as unknown as ShardWriter).insert(table, { ...fields, shard });
}

async function patchShard<T extends ShardedTable>(ctx: MutationCtx, table: T, doc: Doc<T>, fields: object): Promise<void> {
  await (ctx.db as unknown as ShardWriter).patch(table, doc._id, fields);
}

/**
 * Adds `change` to one shard of the counter (the one `key` picks). Reads only that shard, unless
 * the counter does not exist yet: then `recount()` (the whole counter, this write included) goes
 * into that shard and the other shards are created empty.
 */
export async function addToShard<T extends ShardedTable>(
  ctx: MutationCtx,
  table: T,
  key: string | undefined,
  change: CounterFields<T>,
  recount: () => Promise<CounterFields<T>>,
): Promise<void> {
  if (isZeroValues(change)) return;
  const shard = shardOf(key);
  const mine = await shardDoc(ctx, table, shard);
  if (mine !== null) {
    await patchShard(ctx, table, mine, addValues(fieldsOf(mine), change));
    return;
  }
  const any = await ctx.db.query(table).first();
  if (any === null) {
    const counted = await recount();
    for (let i = 0; i < COUNTER_SHARDS; i++) await insertShard(ctx, table, i, i === shard ? counted : zeroValues(counted));
    return;
  }
  // The counter exists but not this shard (kept in one document before the migration).
  await insertShard(ctx, table, shard, change);
}

/**
 * The migration: a counter kept in one document (no `shard`) becomes shards 0..N-1 with the same
 * sum; duplicate or out-of-range shards fold into their shard. Safe to run again: a counter already
 * in shards is left as it is. Returns how many documents it moved, merged or created.
 */
export async function shardCounter<T extends ShardedTable>(ctx: MutationCtx, table: T): Promise<number> {
  const docs = await allShards(ctx, table);
  if (docs.length === 0) return 0;
  const kept = new Map<number, Doc<T>>();
  const extra: Doc<T>[] = [];
  for (const doc of docs) {
    const shard = (doc as { shard?: number }).shard;
    if (shard !== undefined && Number.isInteger(shard) && shard >= 0 && shard < COUNTER_SHARDS && !kept.has(shard)) kept.set(shard, doc);
    else extra.push(doc);
  }
  let changed = 0;
  for (const doc of extra) {
    const shard = (doc as { shard?: number }).shard;
    const target = shard !== undefined && Number.isInteger(shard) && shard >= 0 ? shard % COUNTER_SHARDS : 0;
    const into = kept.get(target);
    if (into === undefined) {
      await patchShard(ctx, table, doc, { shard: target });
      kept.set(target, { ...doc, shard: target });
    } else {
      const sum = addValues(fieldsOf(into), fieldsOf(doc));
      await patchShard(ctx, table, into, sum);
      kept.set(target, { ...into, ...sum });
      await ctx.db.delete(table, doc._id);
    }
    changed += 1;
  }
  const like = fieldsOf(docs[0]);
  for (let i = 0; i < COUNTER_SHARDS; i++) {
    if (kept.has(i)) continue;
    await insertShard(ctx, table, i, zeroValues(like));
    changed += 1;
  }
  return changed;
}
