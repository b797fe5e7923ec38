import type { OptimisticLocalStore } from "convex/browser";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { byName } from "../../../convex/shared/floorPlanList";
import { findOnScreen, occupantsAfterMove } from "../floorPlan";
import type { BoardAttendee } from "./boardUpdates";

/**
 * Optimistic changes to the Rooms screen's subscriptions (rooms.list, floorPlan.occupants per
 * room, the pages of rooms.unassignedPage): what the acting screen shows before the server
 * answers. Convex drops them when the server refuses or answers.
 */

const inListOrder = (a: BoardAttendee, b: BoardAttendee) => Number(a.sleeps_at_home) - Number(b.sleeps_at_home) || byName(a, b);

function occupancies(store: OptimisticLocalStore) {
  return store.getAllQueries(api.floorPlan.occupants).flatMap(({ args, value }) => (value === undefined ? [] : [{ roomId: args.roomId, men: value }]));
}

function unassignedPages(store: OptimisticLocalStore) {
  return store.getAllQueries(api.rooms.unassignedPage).flatMap(({ args, value }) => (value === undefined ? [] : [{ args, value }]));
}

/** Takes the men out of every unassigned page, and (when `join`) puts them into the first one. */
function updateUnassigned(store: OptimisticLocalStore, men: readonly BoardAttendee[], join: boolean): void {
  const ids = new Set(men.map((m) => m._id));
  const pages = unassignedPages(store);
  const first = pages.find(({ args }) => args.paginationOpts.cursor === null);
  for (const { args, value } of pages) {
    let page = value.page.filter((m) => !ids.has(m._id));
    if (join && args === first?.args) page = [...page, ...men].sort(inListOrder);
    if (page.length !== value.page.length || (join && args === first?.args)) store.setQuery(api.rooms.unassignedPage, args, { ...value, page });
  }
}

/** One man moved into `roomId` (or out of any room with null). */
export function moveInStore(store: OptimisticLocalStore, attendeeId: Id<"attendees">, roomId: Id<"rooms"> | null): void {
  const rooms = occupancies(store);
  const found = findOnScreen(
    rooms,
    unassignedPages(store).map(({ value }) => value.page),
    attendeeId,
  );
  if (found === null || found.roomId === roomId) return;
  for (const { roomId: tile, men } of rooms) {
    const next = occupantsAfterMove(men, tile, found.man, roomId);
    if (next !== men) store.setQuery(api.floorPlan.occupants, { roomId: tile }, [...next]);
  }
  updateUnassigned(store, [found.man], roomId === null);
}

/** A deleted room: gone from the list, its occupants without a room. */
export function removeRoomInStore(store: OptimisticLocalStore, roomId: Id<"rooms">): void {
  const rooms = store.getQuery(api.rooms.list, {});
  if (rooms !== undefined) store.setQuery(api.rooms.list, {}, rooms.filter((room) => room._id !== roomId));
  const occupants = store.getQuery(api.floorPlan.occupants, { roomId });
  if (occupants !== undefined && occupants.length > 0) updateUnassigned(store, occupants, true);
}
