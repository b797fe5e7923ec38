import { describe, expect, test } from "vitest";
import { floorOf, groupByFloor, occupancyOf, wingOf } from "./floors";

describe("floors", () => {
  test("the floor comes from the room number", () => {
    expect(floorOf("Room 101")).toBe(1);
    expect(floorOf("215")).toBe(2);
    expect(floorOf("Room 1203")).toBe(12);
    expect(floorOf("Room 7")).toBe(0);
    expect(floorOf("Chapel loft")).toBeNull();
  });

  test("the wing is the words before the number, without generic words", () => {
    expect(wingOf("East 101")).toBe("East");
    expect(wingOf("Room 101")).toBe("");
    expect(wingOf("St. Joseph Room 12")).toBe("St Joseph");
  });

  test("groups by wing and floor in order, rooms without numbers under Other", () => {
    const rooms = ["Room 201", "Loft", "Room 102", "East 301", "Room 101", "Room 7", "Room 110"].map((name) => ({ name }));
    expect(groupByFloor(rooms).map((g) => [g.label, g.rooms.map((r) => r.name)])).toEqual([
      ["Ground floor", ["Room 7"]],
      ["Floor 1", ["Room 101", "Room 102", "Room 110"]],
      ["Floor 2", ["Room 201"]],
      ["East · Floor 3", ["East 301"]],
      ["Other", ["Loft"]],
    ]);
  });

  test("occupancy: empty, partial, full; a room without a limit is never full", () => {
    expect(occupancyOf(0, 3)).toBe("empty");
    expect(occupancyOf(2, 3)).toBe("partial");
    expect(occupancyOf(3, 3)).toBe("full");
    expect(occupancyOf(9, null)).toBe("partial");
  });
});
