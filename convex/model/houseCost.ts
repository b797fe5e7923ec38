import type { AttendeeTotals } from "./attendeeTotals";
import { formatCents, settingCents } from "../shared/money";
import type { Settings } from "../shared/settings";

/**
 * What the retreat house charges, from the House Cost Configuration of Settings:
 * - per_retreat: men sleeping at the house × cost per person sleeping + men sleeping at home ×
 *   cost per person for meals only;
 * - per_meal: meals served × all men × cost per meal.
 * Turned off (zero) when house_cost_enabled is "false".
 */

/** The meals the house serves, at these times. */
export const MEALS = [
  { name: "Breakfast", time: "08:00" },
  { name: "Lunch", time: "12:00" },
  { name: "Dinner", time: "18:00" },
] as const;

export type ScheduleDay = { date: string; start: string; end: string; meals: string[] };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function timeOf(value: unknown): string | null {
  return typeof value === "string" && TIME.test(value.trim()) ? value.trim() : null;
}

/**
 * The meals of the daily schedule (Settings' retreat_daily_schedule: a JSON object mapping each
 * date YYYY-MM-DD to its start and end times). A meal counts on a day when the men are there at
 * its time: start ≤ meal time < end. A day without readable times serves no meal.
 */
export function scheduleMeals(scheduleJson: string): ScheduleDay[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(scheduleJson);
  } catch {
    return [];
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return [];
  const days: ScheduleDay[] = [];
  for (const [date, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof value !== "object" || value === null) continue;
    const times = value as Record<string, unknown>;
    const start = timeOf(times.start ?? times.start_time);
    const end = timeOf(times.end ?? times.end_time);
    if (start === null || end === null) continue;
    const meals = MEALS.filter((meal) => start <= meal.time && meal.time < end).map((meal) => meal.name);
    days.push({ date, start, end, meals });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

export type HouseCost = {
  enabled: boolean;
  method: "per_retreat" | "per_meal";
  cents: number;
  /** The calculation in words, e.g. "40 sleeping × $200.00 + 2 at home × $50.00 = $8,100.00". */
  formula: string;
  men: number;
  sleeping: number;
  atHome: number;
  meals: number;
  days: ScheduleDay[];
  rates: { sleepingCents: number; mealsOnlyCents: number; perMealCents: number };
};

export function houseCost(settings: Settings, totals: AttendeeTotals): HouseCost {
  const men = totals.attendee.men + totals.server.men;
  const atHome = totals.attendee.at_home + totals.server.at_home;
  const sleeping = men - atHome;
  const rates = {
    sleepingCents: settingCents(settings.house_cost_per_person_sleeping),
    mealsOnlyCents: settingCents(settings.house_cost_per_person_meals_only),
    perMealCents: settingCents(settings.house_cost_per_meal),
  };
  const days = scheduleMeals(settings.retreat_daily_schedule);
  const meals = days.reduce((sum, day) => sum + day.meals.length, 0);
  const method = settings.house_cost_calculation_method === "per_meal" ? "per_meal" : "per_retreat";
  const base = { method, men, sleeping, atHome, meals, days, rates } as const;
  if (settings.house_cost_enabled.trim() === "false") {
    return { ...base, enabled: false, cents: 0, formula: "House cost is turned off in Settings." };
  }
  if (method === "per_meal") {
    const cents = meals * men * rates.perMealCents;
    const formula = `${meals} meals × ${men} men × ${formatCents(rates.perMealCents)} = ${formatCents(cents)}`;
    return { ...base, enabled: true, cents, formula };
  }
  const cents = sleeping * rates.sleepingCents + atHome * rates.mealsOnlyCents;
  const formula =
    `${sleeping} sleeping × ${formatCents(rates.sleepingCents)} + ` +
    `${atHome} at home × ${formatCents(rates.mealsOnlyCents)} = ${formatCents(cents)}`;
  return { ...base, enabled: true, cents, formula };
}
