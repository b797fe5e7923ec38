import { describe, expect, test } from "vitest";
import { carryOf, initialForm, nextRetreatName, problemsOf } from "./startNextForm";

describe("the next retreat's name", () => {
  test("the last number goes up by one", () => {
    expect(nextRetreatName("Men's Retreat #50")).toBe("Men's Retreat #51");
    expect(nextRetreatName("Retiro 9 de hombres 2026")).toBe("Retiro 9 de hombres 2027");
    expect(nextRetreatName("  Weekend #99 ")).toBe("Weekend #100");
  });

  test("leading zeros are kept", () => {
    expect(nextRetreatName("Retiro 09")).toBe("Retiro 10");
    expect(nextRetreatName("Retiro 007")).toBe("Retiro 008");
  });

  test("a name without a number gets a 2; no name stays empty", () => {
    expect(nextRetreatName("Men's Retreat")).toBe("Men's Retreat 2");
    expect(nextRetreatName("")).toBe("");
  });
});

describe("the start form's checks, as the server's", () => {
  const form = { ...initialForm("Men's Retreat #50"), startDate: "2027-03-05", endDate: "2027-03-07" };

  test("a named retreat with its dates in order passes", () => {
    expect(problemsOf(form)).toEqual({});
    expect(problemsOf({ ...form, endDate: form.startDate })).toEqual({});
  });

  test("a name is required, of at most 200 characters", () => {
    expect(problemsOf({ ...form, name: "   " })).toEqual({ name: "nameRequired" });
    expect(problemsOf({ ...form, name: "x".repeat(200) })).toEqual({});
    expect(problemsOf({ ...form, name: "x".repeat(201) })).toEqual({ name: "nameTooLong" });
  });

  test("both dates are required, as real dates", () => {
    expect(problemsOf({ ...form, startDate: "", endDate: "" })).toEqual({ startDate: "startRequired", endDate: "endRequired" });
    expect(problemsOf({ ...form, startDate: "2027-02-30" })).toEqual({ startDate: "startRequired" });
  });

  test("the end cannot come before the start, nor a retreat last more than 14 days", () => {
    expect(problemsOf({ ...form, endDate: "2027-03-04" })).toEqual({ endDate: "endBeforeStart" });
    expect(problemsOf({ ...form, endDate: "2027-03-18" })).toEqual({});
    expect(problemsOf({ ...form, endDate: "2027-03-19" })).toEqual({ endDate: "tooManyDays" });
  });

  test("the recent servers need a whole number of weekends from 1 to 50", () => {
    for (const recentWeekends of ["", "0", "-2", "1.5", "two", "51"]) {
      expect(problemsOf({ ...form, servers: "recent", recentWeekends }), recentWeekends).toEqual({ recentWeekends: "recentInvalid" });
    }
    expect(problemsOf({ ...form, servers: "recent", recentWeekends: "50" })).toEqual({});
    // Only asked when the recent servers are chosen.
    expect(problemsOf({ ...form, servers: "all", recentWeekends: "" })).toEqual({});
  });
});

describe("what the server is asked to carry", () => {
  test("every box as ticked, the weekends count only for recent servers", () => {
    const form = { ...initialForm("#1"), rooms: false, prayers: false };
    expect(carryOf(form)).toEqual({
      servers: "all",
      retreatantsAsServers: true,
      rooms: false,
      tables: true,
      settings: true,
      inventory: true,
      palanquitas: true,
      prayers: false,
    });
    expect(carryOf({ ...form, servers: "recent", recentWeekends: " 4 " })).toMatchObject({ servers: "recent", recentWeekends: 4 });
    expect(carryOf({ ...form, servers: "recent", recentWeekends: "0" })).toBeNull();
  });
});
