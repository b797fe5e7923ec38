import { describe, expect, it } from "vitest";
import { filterAttendees, gridView, sortAttendees, summaryOf, type FilterableAttendee, type GridQuery } from "./attendeeFilter";

function person(first: string, last: string, type: "attendee" | "server" = "attendee", created = 0): FilterableAttendee {
  return {
    _id: `${first}-${last}`,
    first_name: first,
    last_name: last,
    email: `${first}.${last}@example.org`.toLowerCase(),
    attendee_type: type,
    created_at: created,
  };
}

const people = [
  person("John", "Smith", "attendee", 1),
  person("Juan", "de la Cruz", "server", 2),
  person("Mark", "Johnson", "attendee", 3),
  person("Peter", "Jones", "server", 4),
];

const base: GridQuery = { search: "", type: "all", sort: null, page: 0, showAll: false };

describe("filterAttendees", () => {
  it("matches part of a first name, last name or email, ignoring case", () => {
    const names = (search: string) => filterAttendees(people, search, "all").map((p) => p.first_name);
    expect(names("JOHN")).toEqual(["John", "Mark"]);
    expect(names("cruz")).toEqual(["Juan"]);
    expect(names("peter.jones@")).toEqual(["Peter"]);
    expect(names("  smith ")).toEqual(["John"]);
    expect(names("nobody")).toEqual([]);
  });
  it("does not match across the end of one field and the start of the next", () => {
    expect(filterAttendees(people, "johnsmith", "all")).toEqual([]);
  });
  it("filters by type", () => {
    expect(filterAttendees(people, "", "server").map((p) => p.first_name)).toEqual(["Juan", "Peter"]);
    expect(filterAttendees(people, "j", "attendee").map((p) => p.first_name)).toEqual(["John", "Mark"]);
  });
});

describe("filterAttendees with what staff type", () => {
  const men = [
    { ...person("Raúl", "García"), phone_number: "5125553183" },
    { ...person("Ramón", "Castillo"), phone_number: "(210) 555-0100" },
    { ...person("José María", "de la Cruz", "server"), phone_number: null },
  ];
  it.each([
    ["Raúl García", "Raúl"],
    ["raul garcia", "Raúl"],
    ["ramon castillo", "Ramón"],
    ["Castillo Ramón", "Ramón"],
    ["Ramón C", "Ramón"],
    ["555-3183", "Raúl"],
    ["5125553183", "Raúl"],
    ["(512) 555-3183", "Raúl"],
    ["2105550100", "Ramón"],
    ["jose maria cruz", "José María"],
  ])("finds %s", (typed, first) => {
    expect(filterAttendees(men, typed, "all").map((p) => p.first_name)).toEqual([first]);
  });
  it("applies the type filter to the search", () => {
    expect(filterAttendees(men, "jose", "attendee")).toEqual([]);
  });
});

describe("sortAttendees", () => {
  it("puts the newest first without a name sort", () => {
    expect(sortAttendees(people, null).map((p) => p.first_name)).toEqual(["Peter", "Mark", "Juan", "John"]);
  });
  it("sorts by first then last name both ways", () => {
    const rows = [...people, person("John", "Adams", "attendee", 5)];
    expect(sortAttendees(rows, "asc").map((p) => `${p.first_name} ${p.last_name}`)).toEqual([
      "John Adams",
      "John Smith",
      "Juan de la Cruz",
      "Mark Johnson",
      "Peter Jones",
    ]);
    expect(sortAttendees(rows, "desc").map((p) => p.last_name)).toEqual(["Jones", "Johnson", "de la Cruz", "Smith", "Adams"]);
  });
});

describe("gridView", () => {
  const many = Array.from({ length: 60 }, (_, i) => person(`P${String(i).padStart(2, "0")}`, "X", "attendee", i));

  it("pages 25 at a time with the summary", () => {
    const first = gridView(many, base);
    expect(first.pageRows).toHaveLength(25);
    expect(first.pageCount).toBe(3);
    expect(first.summary).toBe("Showing 1–25 of 60");
    const last = gridView(many, { ...base, page: 2 });
    expect(last.pageRows.map((p) => p.first_name)).toEqual(["P09", "P08", "P07", "P06", "P05", "P04", "P03", "P02", "P01", "P00"]);
    expect(last.summary).toBe("Showing 51–60 of 60");
  });
  it("clamps the page when the filter shrinks the list", () => {
    const view = gridView(many, { ...base, page: 2, search: "P5" });
    expect(view.page).toBe(0);
    expect(view.pageCount).toBe(1);
    expect(view.summary).toBe("Showing 1–10 of 10");
  });
  it("shows everything with Show All", () => {
    const view = gridView(many, { ...base, showAll: true, page: 1 });
    expect(view.pageRows).toHaveLength(60);
    expect(view.summary).toBe("Showing all 60 records");
  });
  it("handles no rows", () => {
    expect(gridView([], base)).toMatchObject({ pageRows: [], pageCount: 1, page: 0, summary: "Showing 0–0 of 0" });
    expect(summaryOf(0, 0, true)).toBe("Showing all 0 records");
  });
});
