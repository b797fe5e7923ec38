import { describe, expect, it } from "vitest";
import { assignmentRefusal } from "./roomRule";
import { roomLabel } from "./roomLabel";

describe("roomLabel", () => {
  it.each([
    ["101", "Room 101"],
    ["Room 101", "Room 101"],
    ["room 12", "room 12"],
    ["ROOM A", "ROOM A"],
    ["Roomy Suite", "Room Roomy Suite"],
    [" 305 ", "Room 305"],
  ])("%s → %s", (name, label) => expect(roomLabel(name)).toBe(label));

  it("no refusal says Room Room", () => {
    const man = { _id: "a" as never, first_name: "Luis", last_name: "Gómez", attendee_type: "attendee" as const, sleeps_at_home: false };
    const room = { name: "Room 101", room_type: "retreatant" as const, capacity: 1 };
    const texts = [
      assignmentRefusal(room, man, ["b" as never]),
      assignmentRefusal({ ...room, room_type: "server" }, man, []),
      assignmentRefusal(room, { ...man, sleeps_at_home: true }, []),
    ];
    for (const text of texts) {
      expect(text).toMatch(/^Room 101 /);
      expect(text).not.toMatch(/Room Room/i);
    }
  });
});
