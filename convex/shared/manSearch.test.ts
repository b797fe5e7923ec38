import { describe, expect, it } from "vitest";
import { filterMen, prepareMen, searchMen, type SearchableMan } from "./manSearch";
import { foldText } from "./text";

const men: SearchableMan[] = [
  { first_name: "Raúl", last_name: "García", email: "raul.garcia@example.com", phone_number: "5125553183" },
  { first_name: "Ramón", last_name: "Castillo", email: "rcastillo@example.com", phone_number: "2105550100" },
  { first_name: "José María", last_name: "de la Cruz", email: "jm@example.com", phone_number: null },
  { first_name: "Pedro", last_name: "Núñez", email: "pnunez@example.com", phone_number: "5125550199" },
  { first_name: "Ramona", last_name: "Castro", email: "ramona@example.com", phone_number: "" },
  { first_name: "Castillo", last_name: "Ramírez", email: "cr@example.com", phone_number: "9565551111" },
];

const names = (found: SearchableMan[]) => found.map((man) => `${man.first_name} ${man.last_name}`);

describe("man search", () => {
  it("folds accents and case", () => {
    expect(foldText("Núñez GARCÍA")).toBe("nunez garcia");
  });

  it.each([
    ["Raúl García", "Raúl García"],
    ["raul garcia", "Raúl García"],
    ["ramon castillo", "Ramón Castillo"],
    ["Castillo Ramón", "Ramón Castillo"],
    ["Ramón C", "Ramón Castillo"],
    ["nunez", "Pedro Núñez"],
    ["jose", "José María de la Cruz"],
    ["de la cruz", "José María de la Cruz"],
    ["rcastillo@", "Ramón Castillo"],
  ])("finds %s", (typed, expected) => {
    expect(names(searchMen(men, typed))).toContain(expected);
  });

  it("requires every word to match", () => {
    expect(names(searchMen(men, "ramon garcia"))).toEqual([]);
  });

  it.each(["555-3183", "5125553183", "(512) 555-3183", "+1 512 555 3183"])("finds by phone digits %s", (typed) => {
    expect(names(searchMen(men, typed))).toEqual(["Raúl García"]);
  });

  it("does not match men without a phone on digits", () => {
    expect(names(searchMen(men, "555"))).toEqual(["Castillo Ramírez", "Pedro Núñez", "Ramón Castillo", "Raúl García"]);
  });

  it("ranks the exact and starting names first", () => {
    // Both Ramón Castillo and Castillo Ramírez match "castillo ram"; the one whose name reads that way first wins.
    expect(names(searchMen(men, "castillo ram"))).toEqual(["Castillo Ramírez", "Ramón Castillo"]);
    expect(names(searchMen(men, "ramon castillo"))[0]).toBe("Ramón Castillo");
    // A last name that starts with what was typed counts as much as a first name.
    expect(names(searchMen(men, "ram"))).toEqual(["Castillo Ramírez", "Ramón Castillo", "Ramona Castro"]);
  });

  it("matches inside a word only from three letters", () => {
    expect(names(searchMen(men, "arc"))).toEqual(["Raúl García"]);
    expect(names(searchMen(men, "a"))).toEqual([]);
  });

  it("keeps the original order when filtering and everyone for an empty query", () => {
    expect(filterMen(men, "  ")).toHaveLength(men.length);
    expect(names(filterMen(men, "castillo"))).toEqual(["Ramón Castillo", "Castillo Ramírez"]);
  });

  it("limits the ranked results", () => {
    expect(searchMen(men, "", 2)).toHaveLength(2);
  });

  it("picks the same best few as ranking every match, whether prepared ahead or not", () => {
    const many: SearchableMan[] = Array.from({ length: 300 }, (_, i) => ({
      first_name: ["Ramón", "Raúl", "Ramona", "Rafael"][i % 4],
      last_name: `${["Castillo", "García", "Ramírez"][i % 3]} ${i % 7}`,
      email: `r${i}@example.com`,
    }));
    const all = searchMen(many, "ra", Infinity);
    expect(all).toHaveLength(300);
    for (const limit of [1, 5, 20, 100]) expect(searchMen(many, "ra", limit)).toEqual(all.slice(0, limit));
    const fresh = many.map((man) => ({ ...man }));
    prepareMen(fresh);
    expect(names(searchMen(fresh, "ramon cas", 20))).toEqual(names(searchMen(many, "ramon cas", 20)));
  });
});
