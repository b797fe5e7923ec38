import { describe, expect, it } from "vitest";
import { placementOptions, roomChoices, roomLabel, tableChoices, type RoomOption } from "./assignmentChoices";

const room = (name: string, room_type: RoomOption["room_type"], capacity: number | null, occupant_count: number): RoomOption => ({
  _id: name,
  name,
  room_type,
  capacity,
  occupant_count,
});

const rooms = [
  room("Room 10", "retreatant", 2, 1),
  room("Room 2", "retreatant", 2, 2),
  room("Room 3", "retreatant", null, 9),
  room("S1", "server", 4, 0),
];

const retreatant = { attendee_type: "attendee" as const, sleeps_at_home: false, room_id: null, table_id: null };

describe("roomChoices", () => {
  it("offers rooms of the matching type with a free bed, in natural order", () => {
    expect(roomChoices(rooms, retreatant).map((r) => r.name)).toEqual(["Room 3", "Room 10"]);
    expect(roomChoices(rooms, { ...retreatant, attendee_type: "server" }).map((r) => r.name)).toEqual(["S1"]);
  });
  it("keeps his current room even when it is full", () => {
    expect(roomChoices(rooms, { ...retreatant, room_id: "Room 2" }).map((r) => r.name)).toEqual(["Room 2", "Room 3", "Room 10"]);
  });
  it("offers nothing to a man who sleeps at home", () => {
    expect(roomChoices(rooms, { ...retreatant, sleeps_at_home: true })).toEqual([]);
  });
  it("labels rooms with their beds", () => {
    expect(roomLabel(rooms[0])).toBe("Room 10 (1/2)");
    expect(roomLabel(rooms[2])).toBe("Room 3");
  });
});

describe("tableChoices", () => {
  it("offers tables with a free seat plus his own", () => {
    const tables = [
      { _id: "t1", name: "Table 1", capacity: 2, seated_count: 2 },
      { _id: "t2", name: "Table 2", capacity: null, seated_count: 5 },
    ];
    expect(tableChoices(tables, { table_id: null }).map((t) => t.name)).toEqual(["Table 2"]);
    expect(tableChoices(tables, { table_id: "t1" }).map((t) => t.name)).toEqual(["Table 1", "Table 2"]);
  });
});

describe("placementOptions", () => {
  it("counts each room's and table's men from the loaded rows", () => {
    const men = [
      { room_id: "A", table_id: "T" },
      { room_id: "A", table_id: null },
      { room_id: null, table_id: "T" },
      { room_id: "B", table_id: "T" },
    ];
    const options = placementOptions(
      [
        { _id: "A", name: "Room A", room_type: "retreatant", capacity: 2 },
        { _id: "C", name: "Room C", room_type: "server", capacity: null },
      ],
      [{ _id: "T", name: "Table 1", capacity: 8 }],
      men,
    );
    expect(options.rooms).toEqual([
      { _id: "A", name: "Room A", room_type: "retreatant", capacity: 2, occupant_count: 2 },
      { _id: "C", name: "Room C", room_type: "server", capacity: null, occupant_count: 0 },
    ]);
    expect(options.tables).toEqual([{ _id: "T", name: "Table 1", capacity: 8, seated_count: 3 }]);
    // A full room is no longer offered to another man.
    expect(roomChoices(options.rooms, retreatant).map((r) => r._id)).toEqual([]);
  });
});
