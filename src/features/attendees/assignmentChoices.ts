/** Which rooms and tables the pickers offer one attendee. The server enforces the same rules. */

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

const ROOM_TYPE = { attendee: "retreatant", server: "server" } as const;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * Rooms of the attendee's type with a free bed, plus his current room. A man who sleeps at home
 * gets no choices (only his current room, if an old assignment remains, so it can be cleared).
 */
export function roomChoices(rooms: readonly RoomOption[], attendee: Placeable): RoomOption[] {
  return rooms
    .filter((room) => {
      if (room._id === attendee.room_id) return true;
      if (attendee.sleeps_at_home) return false;
      if (room.room_type !== ROOM_TYPE[attendee.attendee_type]) return false;
      return room.capacity === null || room.occupant_count < room.capacity;
    })
    .sort(byName);
}

/** Tables with a free seat, plus his current table. */
export function tableChoices(tables: readonly TableOption[], attendee: Pick<Placeable, "table_id">): TableOption[] {
  return tables
    .filter((t) => t._id === attendee.table_id || t.capacity === null || t.seated_count < t.capacity)
    .sort(byName);
}

export function roomLabel(room: RoomOption): string {
  return room.capacity === null ? room.name : `${room.name} (${room.occupant_count}/${room.capacity})`;
}
