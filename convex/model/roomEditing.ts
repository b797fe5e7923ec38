import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { isBlankRichText, sanitizeRichText } from "../shared/richText";
import { roomLabel, roomLabelParams } from "../shared/roomLabel";
import { occupantsOf, requireRoom, roomError, setRoom, type RefusalDetail } from "./rooms";
import type { RoomType } from "../shared/validators";
import { capacityProblem, fitsCapacity, ROOM_NAME_REQUIRED, ROOM_TYPE_LOCKED } from "../shared/placeRules";

/** The most rows one CSV import may send; a retreat house has dozens of rooms. */
export const MAX_IMPORT_ROWS = 1000;

export type RoomInput = {
  name: string;
  capacity?: number | null;
  room_type: RoomType;
  description?: string | null;
};

type CleanRoom = { name: string; capacity: number | undefined; room_type: RoomType; description: string | undefined };

export function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") throw roomError("INVALID", ROOM_NAME_REQUIRED);
  return trimmed;
}

export function cleanCapacity(capacity: number | null | undefined): number | undefined {
  const problem = capacityProblem(capacity);
  if (problem !== null) throw roomError("INVALID", problem);
  return capacity ?? undefined;
}

function cleanDescription(description: string | null | undefined): string | undefined {
  if (description === null || description === undefined) return undefined;
  const safe = sanitizeRichText(description);
  return isBlankRichText(safe) ? undefined : safe;
}

function clean(input: RoomInput): CleanRoom {
  return {
    name: cleanName(input.name),
    capacity: cleanCapacity(input.capacity),
    room_type: input.room_type,
    description: cleanDescription(input.description),
  };
}

async function requireUniqueName(ctx: MutationCtx, name: string, except?: Id<"rooms">): Promise<void> {
  const clash = await ctx.db
    .query("rooms")
    .withIndex("by_name_lower", (q) => q.eq("name_lower", name.toLowerCase()))
    .first();
  if (clash !== null && clash._id !== except) throw roomError("DUPLICATE", `A room named ${clash.name} already exists.`, { reason: "room", params: { name: clash.name } });
}

export async function createRoom(ctx: MutationCtx, viewer: Viewer, input: RoomInput): Promise<Id<"rooms">> {
  const room = clean(input);
  await requireUniqueName(ctx, room.name);
  const doc = { ...room, name_lower: room.name.toLowerCase(), created_at: Date.now() };
  const id = await ctx.db.insert("rooms", doc);
  await recordChange(ctx, { table: "rooms", docId: id, viewer, before: null, after: doc });
  return id;
}

/** Checks that the room's occupants still fit after a change of type or capacity: the message and its values. */
function changeRefusal(
  room: Doc<"rooms">,
  next: Pick<CleanRoom, "room_type" | "capacity">,
  occupants: number,
): ({ message: string } & RefusalDetail) | null {
  if (next.room_type !== room.room_type && occupants > 0) return { message: ROOM_TYPE_LOCKED };
  if (!fitsCapacity(occupants, next.capacity)) {
    return {
      message: `${roomLabel(room.name)} has ${occupants} occupants; its capacity cannot be less than that.`,
      reason: "roomCapacityBelow",
      params: { ...roomLabelParams(room.name), occupants: String(occupants) },
    };
  }
  return null;
}

export async function updateRoom(
  ctx: MutationCtx,
  viewer: Viewer,
  roomId: Id<"rooms">,
  input: RoomInput,
): Promise<void> {
  const room = await requireRoom(ctx, roomId);
  const next = clean(input);
  await requireUniqueName(ctx, next.name, roomId);
  const occupants = (await occupantsOf(ctx, roomId)).length;
  const refusal = changeRefusal(room, next, occupants);
  if (refusal !== null) throw roomError("INVALID", refusal.message, refusal);
  await ctx.db.replace("rooms", roomId, { ...next, name_lower: next.name.toLowerCase(), created_at: room.created_at });
  const after = await ctx.db.get("rooms", roomId);
  await recordChange(ctx, { table: "rooms", docId: roomId, viewer, before: room, after });
}

export async function setRoomType(ctx: MutationCtx, viewer: Viewer, roomId: Id<"rooms">, roomType: RoomType) {
  const room = await requireRoom(ctx, roomId);
  if (room.room_type === roomType) return;
  const refusal = changeRefusal(room, { room_type: roomType, capacity: room.capacity }, (await occupantsOf(ctx, roomId)).length);
  if (refusal !== null) throw roomError("INVALID", refusal.message, refusal);
  await ctx.db.patch("rooms", roomId, { room_type: roomType });
  await recordChange(ctx, { table: "rooms", docId: roomId, viewer, before: room, after: { ...room, room_type: roomType } });
}

/** Deletes a room; its occupants become unassigned in the same transaction. */
export async function deleteRoom(ctx: MutationCtx, viewer: Viewer, roomId: Id<"rooms">): Promise<number> {
  const room = await requireRoom(ctx, roomId);
  const occupants = await occupantsOf(ctx, roomId);
  for (const occupant of occupants) await setRoom(ctx, viewer, occupant, null);
  await ctx.db.delete("rooms", roomId);
  await recordChange(ctx, { table: "rooms", docId: roomId, viewer, before: room, after: null });
  return occupants.length;
}

export type ImportRow = { name: string; capacity?: number | null };

/**
 * Creates or updates rooms by name (case-insensitive); a blank capacity keeps the existing one.
 * New rooms are retreatant rooms. One transaction: a refused row leaves nothing written.
 */
export async function importRooms(
  ctx: MutationCtx,
  viewer: Viewer,
  rows: readonly ImportRow[],
): Promise<{ created: number; updated: number; skipped: number }> {
  if (rows.length > MAX_IMPORT_ROWS) throw roomError("INVALID", `At most ${MAX_IMPORT_ROWS} rooms can be imported at once.`, { reason: "roomImportMax", params: { max: String(MAX_IMPORT_ROWS) } });
  const wanted = new Map<string, { name: string; capacity: number | undefined }>();
  let skipped = 0;
  for (const row of rows) {
    const name = row.name.trim();
    if (name === "") {
      skipped++;
      continue;
    }
    wanted.set(name.toLowerCase(), { name, capacity: cleanCapacity(row.capacity) });
  }
  let created = 0;
  let updated = 0;
  for (const [nameLower, row] of wanted) {
    const existing = await ctx.db
      .query("rooms")
      .withIndex("by_name_lower", (q) => q.eq("name_lower", nameLower))
      .first();
    if (existing === null) {
      const doc = { name: row.name, name_lower: nameLower, capacity: row.capacity, room_type: "retreatant" as const, created_at: Date.now() };
      const id = await ctx.db.insert("rooms", doc);
      await recordChange(ctx, { table: "rooms", docId: id, viewer, before: null, after: doc });
      created++;
      continue;
    }
    if (row.capacity === undefined || row.capacity === existing.capacity) {
      updated++;
      continue;
    }
    const refusal = changeRefusal(existing, { room_type: existing.room_type, capacity: row.capacity }, (await occupantsOf(ctx, existing._id)).length);
    if (refusal !== null) throw roomError("INVALID", refusal.message, refusal);
    await ctx.db.patch("rooms", existing._id, { capacity: row.capacity });
    await recordChange(ctx, { table: "rooms", docId: existing._id, viewer, before: existing, after: { ...existing, capacity: row.capacity } });
    updated++;
  }
  return { created, updated, skipped };
}
