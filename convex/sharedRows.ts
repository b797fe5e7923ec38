/**
 * The shared screens' answers that hold no page, computed without looking at the caller. Each
 * public query that serves one of them (sharedStaffQuery in functions.ts) checks its caller's
 * permission, then runs the internal query here, so that one run can serve every staff screen
 * showing the same slice at the same moment. Nothing here may read `ctx.auth`: an answer that
 * depended on the caller could not be shared (the embedded backend then simply does not share
 * it). Nothing here may paginate: a nested query's page end is not pinned on Convex, so the
 * paginated lists call paginate() at the top level (staffListQuery).
 */
import { makeFunctionReference, type FunctionReference, type RegisteredQuery } from "convex/server";
import { v } from "convex/values";
import { retreatInternalQuery } from "./functions";
import { readCheckInCounts } from "./model/checkInCounts";
import { registrationProgress } from "./model/dashboard";
import { roomOccupants } from "./model/floorPlan";
import { roomListing } from "./model/roomBoard";
import { seatedMembers, tableListing } from "./model/tableBoard";

/** Arrived / expected by type, not yet arrived, unpaid among the arrived. */
export const checkInCounts = retreatInternalQuery({
  args: {},
  handler: async (ctx) => await readCheckInCounts(ctx),
});

/** The dashboard's registration progress. */
export const registration = retreatInternalQuery({
  args: {},
  handler: async (ctx) => await registrationProgress(ctx),
});

/** Every room with its counts. */
export const rooms = retreatInternalQuery({
  args: {},
  handler: async (ctx) => await roomListing(ctx),
});

/** The men in one room. */
export const roomMembers = retreatInternalQuery({
  args: { roomId: v.id("rooms") },
  handler: async (ctx, { roomId }) => await roomOccupants(ctx, roomId),
});

/** Every dining table with its counts. */
export const tables = retreatInternalQuery({
  args: {},
  handler: async (ctx) => await tableListing(ctx),
});

/** The men seated at one table. */
export const tableMembers = retreatInternalQuery({
  args: { tableId: v.id("diningTables") },
  handler: async (ctx, { tableId }) => await seatedMembers(ctx, tableId),
});

export const sharedRowQueries = { checkInCounts, registration, rooms, roomMembers, tables, tableMembers };
type SharedRowQueries = typeof sharedRowQueries;
type ReferenceTo<Q> = Q extends RegisteredQuery<"internal", infer Args, infer Output> ? FunctionReference<"query", "internal", Args, Awaited<Output>> : never;

/**
 * A reference to one of the queries above for `sharedStaffQuery`, typed from the query itself.
 * (The generated `internal` api's types include the modules that use these queries, so a public
 * query typed through it would depend on its own type.)
 */
export function sharedRows<K extends keyof SharedRowQueries>(name: K): ReferenceTo<SharedRowQueries[K]> {
  return makeFunctionReference<"query">(`sharedRows:${name}`) as unknown as ReferenceTo<SharedRowQueries[K]>;
}
