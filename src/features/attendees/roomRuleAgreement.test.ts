import { describe, expect, it } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { assignmentRefusal } from "../../../convex/shared/roomRule";
import { candidatesFor } from "../rooms";
import { roomChoices, type RoomOption } from "./assignmentChoices";

const ROOM_TYPES = ["retreatant", "server"] as const;
const MAN_TYPES = ["attendee", "server"] as const;
const CAPACITIES = [null, 1, 2, 3] as const;

/** Every room and man the rule distinguishes, with the men already in the room. */
function* cases() {
  for (const room_type of ROOM_TYPES)
    for (const capacity of CAPACITIES)
      for (const occupants of [0, 1, 2, 3])
        for (const attendee_type of MAN_TYPES)
          for (const sleeps_at_home of [false, true]) yield { room_type, capacity, occupants, attendee_type, sleeps_at_home };
}

describe("the pickers offer a room exactly when the server would take the man", () => {
  it.each([...cases()])("%o", ({ room_type, capacity, occupants, attendee_type, sleeps_at_home }) => {
    const room: RoomOption = { _id: "room", name: "101", room_type, capacity, occupant_count: occupants };
    const man = { _id: "man" as Id<"attendees">, first_name: "john", last_name: "smith", attendee_type, sleeps_at_home };
    const others = Array.from({ length: occupants }, (_, i) => `other${i}` as Id<"attendees">);
    const serverTakes = assignmentRefusal({ name: "101", room_type, capacity: capacity ?? undefined }, man, others) === null;

    const offered = roomChoices([room], { attendee_type, sleeps_at_home, room_id: null, table_id: null }).length === 1;
    expect(offered).toBe(serverTakes);
    // The Rooms screen lists him as a candidate when only beds may stand in the way.
    const candidate = candidatesFor({ room_type }, [{ ...man, snore: false } as never]).length === 1;
    expect(candidate).toBe(assignmentRefusal({ name: "101", room_type, capacity: undefined }, man, []) === null);
  });
});
