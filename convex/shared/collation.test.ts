import { expect, test } from "vitest";
import { compareLastFirst, compareNames, nameCollator } from "./collation";
import { searchMen } from "./manSearch";
import { suggestRooms } from "./roomSuggestion";

test("names sort in Spanish: ñ after n, accents and case do not separate names, numbers by value", () => {
  const names = ["Oropeza", "Ñandú", "Núñez", "nava", "Nuñez", "Nunez", "Ángel", "Angel", "Zamora", "Mesa 10", "Mesa 9"];
  expect([...names].sort(compareNames)).toEqual(["Angel", "Ángel", "Mesa 9", "Mesa 10", "nava", "Nunez", "Nuñez", "Núñez", "Ñandú", "Oropeza", "Zamora"]);
  // The runtime has Spanish collation data (without it Intl falls back to the root order, where "Ñandú" sorts with "Nandu").
  expect(nameCollator.resolvedOptions().locale).toBe("es");
  expect(compareNames("Nuñez", "Ñandú")).toBeLessThan(0);
  expect(compareNames("Ñandú", "Oropeza")).toBeLessThan(0);
  // Equal for order, but never a tie that leaves the order to the input.
  expect(nameCollator.compare("Ángel", "angel")).toBe(0);
  expect(compareNames("Ángel", "angel")).not.toBe(0);
  expect(compareLastFirst({ first_name: "Ana", last_name: "Ñandú" }, { first_name: "Zoe", last_name: "Nuñez" })).toBeGreaterThan(0);
});

test("the man search lists Spanish names in Spanish order, and accents do not matter when searching", () => {
  const men = ["Ñandú", "Nuñez", "Nava", "Oropeza"].map((last_name) => ({ first_name: "José", last_name }));
  expect(searchMen(men, "").map((man) => man.last_name)).toEqual(["Nava", "Nuñez", "Ñandú", "Oropeza"]);
  expect(searchMen(men, "jose nunez").map((man) => man.last_name)).toEqual(["Nuñez"]);
  expect(searchMen(men, "JOSÉ NÁVA").map((man) => man.last_name)).toEqual(["Nava"]);
});

test("a room suggestion fills rooms and places men in Spanish name order", () => {
  const room = (id: string) => ({ id, name: `Cuarto ${id}`, room_type: "retreatant" as const, capacity: 1, occupants: [] });
  const man = (id: string) => ({ id, attendee_type: "attendee" as const, snore: false, sleeps_at_home: false, last_name: id, first_name: "José" });
  const suggestion = suggestRooms([room("Ñ"), room("O"), room("N")], [man("Oropeza"), man("Ñandú"), man("Nuñez")]);
  expect(suggestion.assignments).toEqual([
    { attendeeId: "Nuñez", roomId: "N" },
    { attendeeId: "Ñandú", roomId: "Ñ" },
    { attendeeId: "Oropeza", roomId: "O" },
  ]);
});
