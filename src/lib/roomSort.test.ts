import { describe, expect, test } from "vitest";
import { compareRoomNames, firstNumber, sortRooms } from "./roomSort";

describe("room order", () => {
  test("sorts by the first number in the name, not alphabetically", () => {
    const names = ["Room 110", "Room 12", "Suite 2", "Room 101", "Annex 9"];
    expect([...names].sort(compareRoomNames)).toEqual(["Suite 2", "Annex 9", "Room 12", "Room 101", "Room 110"]);
  });

  test("rooms with the same number sort naturally; rooms without a number go last", () => {
    const rooms = [{ name: "Chapel loft" }, { name: "101B" }, { name: "101a" }, { name: "Attic" }, { name: "Room 101" }];
    expect(sortRooms(rooms).map((r) => r.name)).toEqual(["101a", "101B", "Room 101", "Attic", "Chapel loft"]);
  });

  test("firstNumber reads the first run of digits", () => {
    expect(firstNumber("Room 12B-3")).toBe(12);
    expect(firstNumber("Loft")).toBeNull();
  });

  test("in Spanish, rooms of the same number sort as Spanish readers expect (ñ after n, accents aside)", () => {
    const rooms = [{ name: "Ñandú 3" }, { name: "Nogal 3" }, { name: "Álamo 3" }, { name: "Olivo 3" }];
    expect(sortRooms(rooms, "es").map((r) => r.name)).toEqual(["Álamo 3", "Nogal 3", "Ñandú 3", "Olivo 3"]);
  });
});
