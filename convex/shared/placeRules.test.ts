import { describe, expect, it } from "vitest";
import { CAPACITY_INVALID, capacityProblem, capacityTextProblem, fitsCapacity, isFull } from "./placeRules";
import { roomIsFull } from "./roomRule";

describe("capacity of rooms and tables", () => {
  it("no capacity means no limit", () => {
    expect(fitsCapacity(500, null)).toBe(true);
    expect(fitsCapacity(500, undefined)).toBe(true);
    expect(isFull(500, null)).toBe(false);
  });

  it("a place of n holds n: full at n, over at n + 1", () => {
    expect([fitsCapacity(2, 3), fitsCapacity(3, 3), fitsCapacity(4, 3)]).toEqual([true, true, false]);
    expect([isFull(2, 3), isFull(3, 3), isFull(4, 3)]).toEqual([false, true, true]);
    expect(isFull(0, 1)).toBe(false);
    expect(isFull(1, 1)).toBe(true);
  });

  it("a room is full by the same rule", () => {
    for (const [occupants, capacity] of [[0, 1], [1, 1], [3, 4], [4, 4], [7, null]] as const) {
      expect(roomIsFull(occupants, capacity)).toBe(isFull(occupants, capacity));
    }
  });

  it("the server and the dialogs accept the same capacities", () => {
    expect(capacityProblem(undefined)).toBeNull();
    expect(capacityProblem(1)).toBeNull();
    expect(capacityProblem(0)).toBe(CAPACITY_INVALID);
    expect(capacityProblem(2.5)).toBe(CAPACITY_INVALID);
    expect(capacityTextProblem(" ")).toBeNull();
    expect(capacityTextProblem(" 4 ")).toBeNull();
    for (const typed of ["0", "-1", "2.5", "four", "1e2"]) expect(capacityTextProblem(typed)).toBe(CAPACITY_INVALID);
  });
});
