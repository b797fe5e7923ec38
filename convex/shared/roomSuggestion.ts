import type { AttendeeType, RoomType } from "./validators";
import { compareLastFirst, compareNames } from "./collation";

/**
 * Suggested room assignment: a pure function, run in the browser for the preview and checked
 * again by the server when staff accept it. Men already in a room stay where they are.
 */

export type SuggestionRoom<R> = {
  id: R;
  name: string;
  room_type: RoomType;
  capacity: number | null;
  occupants: ReadonlyArray<{ snore: boolean }>;
};

export type SuggestionPerson<P> = {
  id: P;
  attendee_type: AttendeeType;
  snore: boolean;
  sleeps_at_home: boolean;
  last_name?: string;
  first_name?: string;
};

export type RoomSuggestion<R, P> = {
  assignments: Array<{ attendeeId: P; roomId: R }>;
  /** Men who need a room but for whom no bed of their type is left. */
  unplaced: P[];
};

const ROOM_TYPE_OF: Record<AttendeeType, RoomType> = { attendee: "retreatant", server: "server" };

type Slot<R> = { id: R; name: string; free: number; unlimited: boolean; snorers: number; quiet: number };


/** Larger finite rooms first (keeps groups together), unlimited rooms last, then by name. */
function roomOrder<R>(a: Slot<R>, b: Slot<R>): number {
  if (a.unlimited !== b.unlimited) return a.unlimited ? 1 : -1;
  return b.free - a.free || compareNames(a.name, b.name);
}

function personOrder<P>(a: SuggestionPerson<P>, b: SuggestionPerson<P>): number {
  return compareLastFirst(a, b);
}

/** Fills the rooms in `tiers` order with `people` until they or the beds run out; returns who is left. */
function fill<R, P>(
  people: SuggestionPerson<P>[],
  tiers: Slot<R>[][],
  snore: boolean,
  out: RoomSuggestion<R, P>["assignments"],
): SuggestionPerson<P>[] {
  let next = 0;
  for (const tier of tiers) {
    for (const slot of tier) {
      while (next < people.length && slot.free > 0) {
        out.push({ attendeeId: people[next].id, roomId: slot.id });
        next++;
        if (!slot.unlimited) slot.free--;
        if (snore) slot.snorers++;
        else slot.quiet++;
      }
      if (next === people.length) return [];
    }
  }
  return people.slice(next);
}

function suggestForType<R, P>(
  rooms: Slot<R>[],
  people: SuggestionPerson<P>[],
  out: RoomSuggestion<R, P>,
): void {
  const snorers = people.filter((p) => p.snore).sort(personOrder);
  const quiet = people.filter((p) => !p.snore).sort(personOrder);
  const open = rooms.filter((r) => r.free > 0).sort(roomOrder);
  const snoreRooms = open.filter((r) => r.snorers > 0);
  const quietRooms = open.filter((r) => r.snorers === 0 && r.quiet > 0);
  const emptyRooms = open.filter((r) => r.snorers === 0 && r.quiet === 0);

  // Snorers first: with other snorers, then in empty rooms; sharing with quiet sleepers only when nothing else is left.
  const snorersLeft = fill(snorers, [snoreRooms, emptyRooms, quietRooms], true, out.assignments);
  const emptyStill = emptyRooms.filter((r) => r.snorers === 0);
  const snoredIn = emptyRooms.filter((r) => r.snorers > 0);
  const quietLeft = fill(quiet, [quietRooms, emptyStill, snoreRooms, snoredIn], false, out.assignments);
  out.unplaced.push(...snorersLeft.map((p) => p.id), ...quietLeft.map((p) => p.id));
}

export function suggestRooms<R, P>(
  rooms: ReadonlyArray<SuggestionRoom<R>>,
  unassigned: ReadonlyArray<SuggestionPerson<P>>,
): RoomSuggestion<R, P> {
  const result: RoomSuggestion<R, P> = { assignments: [], unplaced: [] };
  for (const type of ["attendee", "server"] as const) {
    const slots: Slot<R>[] = rooms
      .filter((room) => room.room_type === ROOM_TYPE_OF[type])
      .map((room) => {
        const snorers = room.occupants.filter((o) => o.snore).length;
        return {
          id: room.id,
          name: room.name,
          unlimited: room.capacity === null,
          free: room.capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, room.capacity - room.occupants.length),
          snorers,
          quiet: room.occupants.length - snorers,
        };
      });
    const people = unassigned.filter((p) => p.attendee_type === type && !p.sleeps_at_home);
    suggestForType(slots, people, result);
  }
  return result;
}
