import { describe, expect, test } from "vitest";
import { suggestRooms, type SuggestionPerson, type SuggestionRoom } from "./roomSuggestion";

type Room = SuggestionRoom<string>;
type Person = SuggestionPerson<string>;

const room = (id: string, capacity: number | null, occupants: boolean[] = [], room_type: Room["room_type"] = "retreatant"): Room => ({
  id,
  name: id,
  room_type,
  capacity,
  occupants: occupants.map((snore) => ({ snore })),
});
const man = (id: string, extra: Partial<Person> = {}): Person => ({
  id,
  attendee_type: "attendee",
  snore: false,
  sleeps_at_home: false,
  last_name: id,
  ...extra,
});

function roomsOf(result: ReturnType<typeof suggestRooms<string, string>>): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const { attendeeId, roomId } of result.assignments) (map[roomId] ??= []).push(attendeeId);
  return map;
}

describe("suggestRooms", () => {
  test("puts snorers together and keeps quiet sleepers apart from them", () => {
    const result = suggestRooms(
      [room("101", 2), room("102", 2), room("103", 2)],
      [man("a"), man("b", { snore: true }), man("c"), man("d", { snore: true }), man("e")],
    );
    const rooms = roomsOf(result);
    const snorerRoom = Object.entries(rooms).find(([, ids]) => ids.includes("b"));
    expect(snorerRoom?.[1].sort()).toEqual(["b", "d"]);
    expect(Object.values(rooms).flat().sort()).toEqual(["a", "b", "c", "d", "e"]);
    expect(result.unplaced).toEqual([]);
  });

  test("a snorer joins a room that already has a snorer before an empty one", () => {
    const result = suggestRooms([room("101", 3), room("102", 3, [true]), room("103", 2, [false])], [man("s", { snore: true }), man("q")]);
    expect(roomsOf(result)).toEqual({ "102": ["s"], "103": ["q"] });
  });

  test("matches room types, skips men who sleep at home and never exceeds capacity", () => {
    const result = suggestRooms(
      [room("101", 2, [false]), room("301", 1, [], "server")],
      [
        man("home", { sleeps_at_home: true }),
        man("r1"),
        man("r2"),
        man("s1", { attendee_type: "server" }),
        man("s2", { attendee_type: "server" }),
      ],
    );
    expect(roomsOf(result)).toEqual({ "101": ["r1"], "301": ["s1"] });
    expect(result.unplaced.sort()).toEqual(["r2", "s2"]);
  });

  test("a room without a capacity takes everyone left, after the rooms with beds", () => {
    const result = suggestRooms([room("Hall", null), room("101", 1)], [man("a"), man("b"), man("c")]);
    expect(roomsOf(result)).toEqual({ "101": ["a"], Hall: ["b", "c"] });
  });

  test("mixes snorers with quiet sleepers only when no other bed is left", () => {
    const result = suggestRooms([room("101", 2, [false])], [man("s", { snore: true })]);
    expect(roomsOf(result)).toEqual({ "101": ["s"] });
  });

  test("2,000 men and 60 rooms: every rule holds", () => {
    const rooms = Array.from({ length: 60 }, (_, i) => room(`${100 + i}`, 40, [], i % 6 === 0 ? "server" : "retreatant"));
    const people = Array.from({ length: 2000 }, (_, i) =>
      man(`m${i}`, { attendee_type: i % 5 === 0 ? "server" : "attendee", snore: i % 7 === 0, sleeps_at_home: i % 50 === 0 }),
    );
    const result = suggestRooms(rooms, people);
    const byId = new Map(people.map((p) => [p.id, p]));
    const counts = new Map<string, number>();
    for (const { attendeeId, roomId } of result.assignments) {
      const person = byId.get(attendeeId)!;
      const target = rooms.find((r) => r.id === roomId)!;
      expect(person.sleeps_at_home).toBe(false);
      expect(target.room_type).toBe(person.attendee_type === "server" ? "server" : "retreatant");
      counts.set(roomId, (counts.get(roomId) ?? 0) + 1);
    }
    for (const [roomId, count] of counts) expect(count).toBeLessThanOrEqual(rooms.find((r) => r.id === roomId)!.capacity!);
    const placed = new Set(result.assignments.map((a) => a.attendeeId));
    expect(placed.size).toBe(result.assignments.length);
    expect(placed.size + result.unplaced.length).toBe(people.filter((p) => !p.sleeps_at_home).length);
    // 1,600 retreatants for 2,000 retreatant beds; 360 servers (40 sleep at home) for 400 server beds.
    expect(result.unplaced).toEqual([]);
  });
});
