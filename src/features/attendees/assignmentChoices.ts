/** Which rooms and tables the pickers offer one attendee, by the rule the server enforces. */
import { isFull } from "../../../convex/shared/placeRules";
import { roomIsFull, sleepsIn } from "../../../convex/shared/roomRule";

export type RoomOption = {
  _id: string;
  name: string;
  room_type: "retreatant" | "server";
  capacity: number | null;
  occupant_count: number;
};

export type TableOption = { _id: string; name: string; capacity: number | null; seated_count: number };

export type Placeable = {
  attendee_type: "attendee" | "server";
  sleeps_at_home: boolean;
  room_id: string | null;
  table_id: string | null;
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * Rooms of the attendee's type with a free bed, plus his current room. A man who sleeps at home
 * gets no choices (only his current room, if an old assignment remains, so it can be cleared).
 */
export function roomChoices(rooms: readonly RoomOption[], attendee: Placeable): RoomOption[] {
  return rooms
    .filter((room) => {
      if (room._id === attendee.room_id) return true;
      return sleepsIn(room.room_type, attendee) && !roomIsFull(room.occupant_count, room.capacity);
    })
    .sort(byName);
}

/** Tables with a free seat, plus his current table. */
export function tableChoices(tables: readonly TableOption[], attendee: Pick<Placeable, "table_id">): TableOption[] {
  return tables
    .filter((t) => t._id === attendee.table_id || !isFull(t.seated_count, t.capacity))
    .sort(byName);
}

export function roomLabel(room: RoomOption): string {
  return room.capacity === null ? room.name : `${room.name} (${room.occupant_count}/${room.capacity})`;
}

type Place = { _id: string; name: string; capacity: number | null };

/**
 * The grid's picker options from the rooms and tables alone, with each count taken from the men
 * the grid holds (every man, once its pages have loaded): a man's new room then changes one page
 * of the grid, never a list of every room.
 */
export function placementOptions(
  rooms: readonly (Place & { room_type: RoomOption["room_type"] })[],
  tables: readonly Place[],
  men: readonly Pick<Placeable, "room_id" | "table_id">[],
): { rooms: RoomOption[]; tables: TableOption[] } {
  const inRoom = new Map<string, number>();
  const atTable = new Map<string, number>();
  for (const man of men) {
    if (man.room_id !== null) inRoom.set(man.room_id, (inRoom.get(man.room_id) ?? 0) + 1);
    if (man.table_id !== null) atTable.set(man.table_id, (atTable.get(man.table_id) ?? 0) + 1);
  }
  return {
    rooms: rooms.map((r) => ({ _id: r._id, name: r.name, room_type: r.room_type, capacity: r.capacity, occupant_count: inRoom.get(r._id) ?? 0 })),
    tables: tables.map((t) => ({ _id: t._id, name: t.name, capacity: t.capacity, seated_count: atTable.get(t._id) ?? 0 })),
  };
}
