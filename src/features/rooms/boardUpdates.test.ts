import { expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { candidatesFor, occupantLabel, type BoardAttendee, type RoomBoard } from "./boardUpdates";

const man = (id: string, extra: Partial<BoardAttendee> = {}): BoardAttendee => ({
  _id: id as Id<"attendees">,
  first_name: id,
  last_name: "Man",
  attendee_type: "attendee",
  snore: false,
  sleeps_at_home: false,
  ...extra,
});
const roomId = (id: string) => id as Id<"rooms">;

const board = (): RoomBoard => ({
  rooms: [
    { _id: roomId("r1"), name: "101", room_type: "retreatant", capacity: 2, description: null, occupants: [man("a")] },
    { _id: roomId("r2"), name: "102", room_type: "retreatant", capacity: 2, description: null, occupants: [] },
  ],
  unassigned: [man("b"), man("s", { attendee_type: "server" }), man("h", { sleeps_at_home: true })],
});

test("candidates are unassigned men of the room's type who do not sleep at home", () => {
  const b = board();
  expect(candidatesFor(b.rooms[0], b.unassigned).map((a) => a._id)).toEqual(["b"]);
  expect(candidatesFor({ room_type: "server" }, b.unassigned).map((a) => a._id)).toEqual(["s"]);
});

test("snorers are marked (R)", () => {
  expect(occupantLabel(man("x", { first_name: "xavier", last_name: "PÉREZ", snore: true }))).toBe("Xavier Pérez (R)");
  expect(occupantLabel(man("y", { first_name: "Yves" }))).toBe("Yves Man");
});
