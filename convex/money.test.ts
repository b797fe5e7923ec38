import { describe, expect, test } from "vitest";
import { houseCost, scheduleMeals } from "./model/houseCost";
import { emptyTotals } from "./model/attendeeTotals";
import { centsProblem, formatCents, parseMoney, toCents } from "./shared/money";
import { SETTING_DEFAULTS, type Settings } from "./shared/settings";

describe("cents", () => {
  test("dollar numbers become whole cents without floating-point drift", () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(-0.5)).toBe(-50);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(undefined)).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
    // Summing 0.1 ten thousand times in dollars drifts; in cents it does not.
    let cents = 0;
    for (let i = 0; i < 10000; i++) cents += toCents(0.1);
    expect(cents).toBe(100000);
  });

  test("typed amounts: clear messages, two decimals at most, negative only for refunds", () => {
    expect(parseMoney("12")).toEqual({ ok: true, cents: 1200 });
    expect(parseMoney(" $1,234.5 ")).toEqual({ ok: true, cents: 123450 });
    expect(parseMoney(".99")).toEqual({ ok: true, cents: 99 });
    expect(parseMoney("abc")).toEqual({ ok: false, message: "Amount must be a number, like 12.50." });
    expect(parseMoney("12.3.4")).toMatchObject({ ok: false });
    expect(parseMoney("1e3")).toMatchObject({ ok: false });
    expect(parseMoney("")).toEqual({ ok: false, message: "Amount is required." });
    expect(parseMoney("1.999")).toEqual({ ok: false, message: "Amount can have at most two decimals." });
    expect(parseMoney("1.9999")).toEqual({ ok: false, message: "Amount can have at most two decimals." });
    expect(parseMoney("-20")).toEqual({ ok: false, message: "Amount cannot be negative." });
    expect(parseMoney("-20", { allowNegative: true })).toEqual({ ok: true, cents: -2000 });
    expect(parseMoney("(20.05)", { allowNegative: true })).toEqual({ ok: true, cents: -2005 });
    expect(parseMoney("-0")).toEqual({ ok: true, cents: 0 });
    expect(parseMoney("7", { label: "Reduced cost" })).toEqual({ ok: true, cents: 700 });
    expect(parseMoney("x", { label: "Reduced cost" })).toEqual({ ok: false, message: "Reduced cost must be a number, like 12.50." });
  });

  test("amounts arriving at the server are whole cents", () => {
    expect(centsProblem(1999)).toBeNull();
    expect(centsProblem(19.5)).toBe("Amount must be a whole number of cents.");
    expect(centsProblem(Number.NaN)).toBe("Amount must be a whole number of cents.");
    expect(centsProblem(-5)).toBe("Amount cannot be negative.");
    expect(centsProblem(-5, { allowNegative: true })).toBeNull();
  });

  test("formatting", () => {
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-2005)).toBe("-$20.05");
    expect(formatCents(0)).toBe("$0.00");
  });
});

const settings = (overrides: Partial<Settings> = {}): Settings => ({ ...SETTING_DEFAULTS, ...overrides });

function totals(retreatants: number, servers: number, atHome: { attendee?: number; server?: number } = {}) {
  const result = emptyTotals();
  result.attendee.men = retreatants;
  result.server.men = servers;
  result.attendee.at_home = atHome.attendee ?? 0;
  result.server.at_home = atHome.server ?? 0;
  return result;
}

describe("house cost", () => {
  const schedule = JSON.stringify({
    "2026-03-06": { start: "17:00", end: "22:00" }, // dinner
    "2026-03-07": { start: "07:00", end: "22:00" }, // breakfast, lunch, dinner
    "2026-03-08": { start: "08:00", end: "18:00" }, // breakfast, lunch: dinner at 18:00 is after the end
  });

  test("meals from the daily schedule: a meal counts when start ≤ its time < end", () => {
    const days = scheduleMeals(schedule);
    expect(days.map((d) => d.meals)).toEqual([["Dinner"], ["Breakfast", "Lunch", "Dinner"], ["Breakfast", "Lunch"]]);
    expect(scheduleMeals("{}")).toEqual([]);
    expect(scheduleMeals("not json")).toEqual([]);
    expect(scheduleMeals(JSON.stringify({ "2026-03-06": { start: "", end: "22:00" }, junk: {} }))).toEqual([]);
    expect(scheduleMeals(JSON.stringify({ "2026-03-06": { start_time: "11:00", end_time: "13:00" } }))[0].meals).toEqual(["Lunch"]);
  });

  test("per retreat: sleeping men × per-person-sleeping + at-home men × meals-only", () => {
    const cost = houseCost(settings(), totals(40, 12, { attendee: 2, server: 1 }));
    expect(cost).toMatchObject({ enabled: true, method: "per_retreat", sleeping: 49, atHome: 3 });
    expect(cost.cents).toBe(49 * 20000 + 3 * 5000);
    expect(cost.formula).toBe("49 sleeping × $200.00 + 3 at home × $50.00 = $9,950.00");
  });

  test("per retreat with cents in the rates", () => {
    const cost = houseCost(
      settings({ house_cost_per_person_sleeping: "199.99", house_cost_per_person_meals_only: "0.01" }),
      totals(3, 0, { attendee: 1 }),
    );
    expect(cost.cents).toBe(2 * 19999 + 1);
  });

  test("per meal: meals from the schedule × all men × per-meal", () => {
    const cost = houseCost(
      settings({ house_cost_calculation_method: "per_meal", house_cost_per_meal: "10.50", retreat_daily_schedule: schedule }),
      totals(40, 12, { attendee: 2 }),
    );
    expect(cost).toMatchObject({ enabled: true, method: "per_meal", meals: 6, men: 52 });
    expect(cost.cents).toBe(6 * 52 * 1050);
    expect(cost.formula).toBe("6 meals × 52 men × $10.50 = $3,276.00");
    const noSchedule = houseCost(settings({ house_cost_calculation_method: "per_meal" }), totals(40, 12));
    expect(noSchedule.cents).toBe(0);
  });

  test("disabled: no house cost whatever the method", () => {
    for (const method of ["per_retreat", "per_meal"]) {
      const cost = houseCost(
        settings({ house_cost_enabled: "false", house_cost_calculation_method: method, retreat_daily_schedule: schedule }),
        totals(40, 12),
      );
      expect(cost).toMatchObject({ enabled: false, cents: 0, formula: "House cost is turned off in Settings." });
    }
  });
});
