import { expect, test } from "vitest";
import { validateRoomForm } from "./RoomDialog";

test("the room name is required after trimming", () => {
  expect(validateRoomForm("   ", "")).toEqual({ name: "Room name is required." });
  expect(validateRoomForm(" 101 ", "")).toEqual({});
});

test("capacity is optional, a whole number of at least 1", () => {
  for (const bad of ["0", "-2", "2.5", "two"]) {
    expect(validateRoomForm("101", bad)).toEqual({ capacity: "Capacity must be a whole number of at least 1." });
  }
  expect(validateRoomForm("101", " 4 ")).toEqual({});
});
