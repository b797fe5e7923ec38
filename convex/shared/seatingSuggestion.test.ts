import { describe, expect, test } from "vitest";
import { knowEachOther, normalise, suggestSeating, type SeatingPerson, type SeatingTable } from "./seatingSuggestion";

type Person = SeatingPerson<string>;
const man = (id: string, extra: Partial<Person> = {}): Person => ({ id, first_name: id, last_name: "Man", ...extra });
const table = (id: string, extra: Partial<SeatingTable<string, string>> = {}): SeatingTable<string, string> => ({
  id,
  name: id,
  capacity: null,
  leader: null,
  seated: [],
  ...extra,
});

function seating(result: ReturnType<typeof suggestSeating<string, string>>) {
  const map = new Map<string, string>();
  for (const a of result.assignments) map.set(a.attendeeId, a.tableId);
  return map;
}

describe("suggestSeating", () => {
  test("evens out table sizes", () => {
    const people = Array.from({ length: 10 }, (_, i) => man(`m${i}`));
    const result = suggestSeating([table("A"), table("B"), table("C")], people);
    const sizes = [...seating(result).values()].reduce<Record<string, number>>((acc, t) => ({ ...acc, [t]: (acc[t] ?? 0) + 1 }), {});
    expect(Object.values(sizes).sort()).toEqual([3, 3, 4]);
  });

  test("spreads a parish across tables", () => {
    const people = [
      ...Array.from({ length: 3 }, (_, i) => man(`g${i}`, { parish: "St. Agnes" })),
      ...Array.from({ length: 3 }, (_, i) => man(`l${i}`, { parish: "Our Lady" })),
    ];
    const seats = seating(suggestSeating([table("A"), table("B"), table("C")], people));
    for (const parish of ["g", "l"]) {
      const tables = [0, 1, 2].map((i) => seats.get(`${parish}${i}`));
      expect(new Set(tables).size).toBe(3);
    }
  });

  test("keeps brothers (same family number) apart", () => {
    const people = [man("a", { family_number: "7" }), man("b", { family_number: "7" }), man("c"), man("d")];
    const seats = seating(suggestSeating([table("A"), table("B")], people));
    expect(seats.get("a")).not.toBe(seats.get("b"));
  });

  test("keeps a man away from a leader or tablemate he knows", () => {
    const leader = man("Leader", { first_name: "Jesús", last_name: "Ortega" });
    const seats = seating(
      suggestSeating(
        [table("A", { leader }), table("B", { seated: [man("x", { first_name: "Pablo", last_name: "Ruiz" })] })],
        [man("knowsLeader", { known_servers: "jesus ortega, Mario" }), man("mario", { first_name: "Mario", last_name: "Luna" })],
      ),
    );
    expect(seats.get("knowsLeader")).toBe("B");
    // Nobody at A knows Mario ("Mario" alone is not his full name), and A is the emptier table.
    expect(seats.get("mario")).toBe("A");
  });

  test("respects capacities and reports who could not be seated", () => {
    const result = suggestSeating([table("A", { capacity: 1 }), table("B", { capacity: 2, seated: [man("s")] })], [man("a"), man("b"), man("c")]);
    expect(result.assignments).toHaveLength(2);
    expect(result.unplaced).toHaveLength(1);
    const seats = [...seating(result).values()];
    expect(seats.filter((t) => t === "A")).toHaveLength(1);
    expect(seats.filter((t) => t === "B")).toHaveLength(1);
  });

  test("with no tables nobody is seated", () => {
    expect(suggestSeating([], [man("a")])).toEqual({ assignments: [], unplaced: ["a"] });
  });
});

describe("knowEachOther", () => {
  test("matches full names in either direction, ignoring accents and case, not partial words", () => {
    const prep = (name: string, known = "") => ({ name: normalise(name), known: ` ${normalise(known)} ` });
    expect(knowEachOther(prep("Ana Ruiz", "José Pérez; Luis"), prep("Jose Perez"))).toBe(true);
    expect(knowEachOther(prep("Jose Perez"), prep("Ana Ruiz", "JOSÉ PÉREZ"))).toBe(true);
    expect(knowEachOther(prep("Ana Ruiz", "Joseph Perezz"), prep("Jose Perez"))).toBe(false);
  });
});
