import type { Id } from "../../../convex/_generated/dataModel";
import { byName, nameMatches, searchable, UNASSIGNED_LIST_LIMIT } from "../../../convex/shared/floorPlanList";
import type { FloorPlanMan, UnassignedArgs, UnassignedList } from "./floorPlanQueries";

type Occupancy = { roomId: Id<"rooms">; men: readonly FloorPlanMan[] };

/** The man and the room he is in (null: none) as this screen shows him, or null when it does not show him. */
export function findOnScreen(
  occupancies: readonly Occupancy[],
  lists: ReadonlyArray<readonly FloorPlanMan[]>,
  attendeeId: Id<"attendees">,
): { man: FloorPlanMan; roomId: Id<"rooms"> | null } | null {
  for (const { roomId, men } of occupancies) {
    const man = men.find((m) => m._id === attendeeId);
    if (man !== undefined) return { man, roomId };
  }
  for (const men of lists) {
    const man = men.find((m) => m._id === attendeeId);
    if (man !== undefined) return { man, roomId: null };
  }
  return null;
}

/** One room's occupants after `man` moves to `to` (null: out of any room); the same array when nothing changes. */
export function occupantsAfterMove(
  men: readonly FloorPlanMan[],
  roomId: Id<"rooms">,
  man: FloorPlanMan,
  to: Id<"rooms"> | null,
): readonly FloorPlanMan[] {
  const without = men.filter((m) => m._id !== man._id);
  if (roomId === to) return without.length === men.length ? [...men, man].sort(byName) : men;
  return without.length === men.length ? men : without;
}

/**
 * An unassigned list after `man` moves from `from` to `to` (null: no room): he leaves or joins it
 * (in name order, if the filter and search take him and he falls within the part shown), and
 * the totals follow.
 */
export function unassignedAfterMove(
  list: UnassignedList,
  args: UnassignedArgs,
  man: FloorPlanMan,
  from: Id<"rooms"> | null,
  to: Id<"rooms"> | null,
): UnassignedList {
  if ((from === null) === (to === null) || man.sleeps_at_home) return list;
  const joins = to === null;
  const delta = joins ? 1 : -1;
  const taken = (args.type === "all" || args.type === man.attendee_type) && nameMatches(man, searchable(args.search));
  let men = list.men.filter((m) => m._id !== man._id);
  if (joins && taken) {
    const withHim = [...men, man].sort(byName);
    const cut = list.matching > list.men.length;
    const last = withHim[withHim.length - 1];
    if (!(cut && last._id === man._id)) men = withHim.slice(0, UNASSIGNED_LIST_LIMIT);
  }
  return {
    men,
    matching: list.matching + (taken ? delta : 0),
    needRoom: list.needRoom + delta,
    atHome: list.atHome,
  };
}
