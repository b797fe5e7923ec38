import type { WithOptionalSystemFields, WithoutSystemFields } from "convex/server";
import type { Doc, Id, TableNames } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { refusal } from "./entryInput";

/**
 * Add, edit and delete for a short list staff keep by hand (inventory supplies, palanquita kinds):
 * at most `max` rows, every change in the audit log, and a clear refusal when a row is gone.
 */
export function keptList<T extends TableNames>(table: T, rules: { max: number; full: string; missing: string }) {
  async function get(ctx: QueryCtx, id: Id<T>): Promise<Doc<T>> {
    const row = await ctx.db.get(table, id);
    if (row === null) throw refusal("NOT_FOUND", rules.missing);
    return row;
  }

  /** Inserts an already validated row unless the list is full. */
  async function insert(ctx: MutationCtx, viewer: Viewer, doc: WithoutSystemFields<Doc<T>>): Promise<Id<T>> {
    if ((await ctx.db.query(table).take(rules.max)).length >= rules.max) throw refusal("INVALID", rules.full);
    const id = await ctx.db.insert(table, doc);
    await recordChange(ctx, { table, docId: id, viewer, before: null, after: doc });
    return id;
  }

  /** Replaces the row with what `next` makes of it (validated; it may keep fields of the row). */
  async function replace(ctx: MutationCtx, viewer: Viewer, id: Id<T>, next: (before: Doc<T>) => WithOptionalSystemFields<Doc<T>>): Promise<void> {
    const before = await get(ctx, id);
    const after = next(before);
    await ctx.db.replace(table, id, after);
    await recordChange(ctx, { table, docId: id, viewer, before, after });
  }

  async function remove(ctx: MutationCtx, viewer: Viewer, id: Id<T>): Promise<void> {
    const before = await get(ctx, id);
    await ctx.db.delete(table, id);
    await recordChange(ctx, { table, docId: id, viewer, before, after: null });
  }

  return { get, insert, replace, remove };
}
