import { expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { packetsOf, palancaTotals, stillNeedLetters, summaryText, type Letter, type PalancaMan } from "./palancaSummary";

const man = (id: string, first_name: string, count: number): PalancaMan => ({
  _id: id as Id<"attendees">,
  first_name,
  last_name: "Test",
  count,
});
const men = [man("a", "Luis", 0), man("b", "Ángel", 2), man("c", "José", 1), man("d", "Carlos", 0)];

test("men below the target come fewest first, then by name", () => {
  expect(stillNeedLetters(men, 1).map((m) => m.first_name)).toEqual(["Carlos", "Luis"]);
  expect(stillNeedLetters(men, 2).map((m) => m.first_name)).toEqual(["Carlos", "Luis", "José"]);
  expect(summaryText(palancaTotals(men, 2))).toBe("4 retreatants · 3 letters · 3 still need letters");
  expect(summaryText(palancaTotals([man("x", "A", 1)], 1))).toBe("1 retreatant · 1 letter · 0 still need letters");
});

test("packets group letters by man, oldest first, men by name", () => {
  const letter = (attendee: string, from_name: string, received_date: string): Letter => ({
    _id: `${attendee}${from_name}` as Id<"palancas">,
    attendee_id: attendee as Id<"attendees">,
    from_name,
    relationship: null,
    received_date,
    notes: null,
  });
  const packets = packetsOf(men, [letter("c", "Mom", "2027-03-02"), letter("b", "Wife", "2027-03-03"), letter("b", "Son", "2027-03-01")]);
  expect(packets.map((p) => [p.man.first_name, p.letters.map((l) => l.from_name)])).toEqual([
    ["Ángel", ["Son", "Wife"]],
    ["José", ["Mom"]],
  ]);
});
