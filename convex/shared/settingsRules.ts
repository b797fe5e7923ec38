/**
 * What the Settings form may save (SPEC.md §3, §5): each value on its own, then the values
 * together (the end date not before the start date). Every message names the field it is about.
 */
import { readCents } from "./money";
import { isIsoDate, isTime } from "./retreatDays";
import { isValidTimeZone } from "./zonedTime";
import { isLanguage } from "./languages";
import type { SettingKey, Settings } from "./settings";

export const SETTING_LABELS: Record<SettingKey, string> = {
  retreat_name: "Retreat name",
  parish_name: "Parish name",
  priest_name: "Priest name",
  retreat_start_date: "Start date",
  retreat_end_date: "End date",
  retreat_daily_schedule: "Daily schedule",
  estimated_servers: "Estimated servers",
  estimated_retreatants: "Estimated retreatants",
  retreat_header_logo_url: "Header logo URL",
  retreat_house: "Retreat house",
  retreat_house_address: "Retreat house address",
  retreat_house_phone: "Retreat house phone",
  pdf_header_left_logo_url: "PDF header left logo URL",
  pdf_header_right_logo_url: "PDF header right logo URL",
  pdf_header_center_text: "PDF header center text",
  adoration_start_time: "Adoration start time",
  adoration_end_time: "Adoration end time",
  retreat_time_zone: "Time zone",
  default_language: "Default language",
  house_cost_per_person_sleeping: "Cost per person sleeping",
  house_cost_per_person_meals_only: "Cost per person meals only",
  house_cost_per_meal: "Cost per meal",
  house_cost_calculation_method: "Calculation method",
  house_cost_enabled: "House cost enabled",
};

/** The longest retreat the adoration schedule is generated for. */
export const MAX_RETREAT_DAYS = 14;
/** Longer text than any name or address needs. */
const MAX_TEXT = 255;

const ESTIMATE_KEYS: readonly SettingKey[] = ["estimated_servers", "estimated_retreatants"];
const COST_KEYS: readonly SettingKey[] = ["house_cost_per_person_sleeping", "house_cost_per_person_meals_only", "house_cost_per_meal"];
const DATE_KEYS: readonly SettingKey[] = ["retreat_start_date", "retreat_end_date"];
const TIME_KEYS: readonly SettingKey[] = ["adoration_start_time", "adoration_end_time"];


/**
 * A setting that cannot be saved (code INVALID): the English message (the server's refusal, exactly as before),
 * and for the screens' other languages the reason (`INVALID.settings.<reason>` in the errors
 * catalogue) with the values in the message; `setting` names the field whose label starts it.
 */
export type SettingRefusal = { code: "INVALID"; message: string; reason: `settings.${string}`; params?: Record<string, string | number> };

const refuse = (message: string, reason: string, params?: Record<string, string | number>): SettingRefusal =>
  params === undefined ? { code: "INVALID", message, reason: `settings.${reason}` } : { code: "INVALID", message, reason: `settings.${reason}`, params };

/** Why a number of cents-precision money is not acceptable, or null. */
function costRefusal(key: SettingKey, value: string): SettingRefusal | null {
  const label = SETTING_LABELS[key];
  const reading = readCents(value);
  if (reading.ok && reading.cents >= 0) return null;
  if (!reading.ok && reading.problem === "decimals") return refuse(`${label}: costs go in steps of 0.01.`, "costSteps", { setting: key });
  return refuse(`${label}: costs must be at least 0.`, "costNegative", { setting: key });
}

/** The daily schedule: a JSON object mapping YYYY-MM-DD to { start, end } in HH:MM. */
export function scheduleRefusal(value: string): SettingRefusal | null {
  const label = SETTING_LABELS.retreat_daily_schedule;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return refuse(`${label} is not valid JSON.`, "scheduleNotJson");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return refuse(`${label} must map each date (YYYY-MM-DD) to its start and end times.`, "scheduleNotMap");
  }
  for (const [day, times] of Object.entries(parsed as Record<string, unknown>)) {
    if (!isIsoDate(day)) return refuse(`${label}: "${day}" is not a date in the form YYYY-MM-DD.`, "scheduleDate", { day });
    const { start, end } = (typeof times === "object" && times !== null ? times : {}) as Record<string, unknown>;
    if (typeof start !== "string" || typeof end !== "string" || !isTime(start) || !isTime(end)) {
      return refuse(`${label}: ${day} needs a start and an end time in the form HH:MM.`, "scheduleTimes", { day });
    }
    if (end <= start) return refuse(`${label}: on ${day} the end time must be after the start time.`, "scheduleOrder", { day });
  }
  return null;
}

export function scheduleProblem(value: string): string | null {
  return scheduleRefusal(value)?.message ?? null;
}

/** Why a value cannot be saved for `key`, with the reason and values for other languages, or null. */
export function settingRefusal(key: SettingKey, value: string): SettingRefusal | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const label = SETTING_LABELS[key];
  const setting = { setting: key };
  if (ESTIMATE_KEYS.includes(key)) {
    const number = Number(trimmed);
    if (!Number.isFinite(number) || number < 0) return refuse(`${label}: estimates must be at least 0.`, "estimateNegative", setting);
    if (!Number.isInteger(number)) return refuse(`${label}: estimates must be whole numbers.`, "estimateWhole", setting);
    return null;
  }
  if (COST_KEYS.includes(key)) return costRefusal(key, trimmed);
  if (DATE_KEYS.includes(key)) return isIsoDate(trimmed) ? null : refuse(`${label} must be a date in the form YYYY-MM-DD.`, "date", setting);
  if (TIME_KEYS.includes(key)) return isTime(trimmed) ? null : refuse(`${label} must be a time in the form HH:MM.`, "time", setting);
  switch (key) {
    case "retreat_daily_schedule":
      return scheduleRefusal(trimmed);
    case "retreat_time_zone":
      return isValidTimeZone(trimmed)
        ? null
        : refuse(`${label}: "${trimmed}" is not a known time zone (e.g. America/Chicago).`, "timeZone", { zone: trimmed });
    case "default_language":
      return isLanguage(trimmed) ? null : refuse(`${label} must be en or es.`, "language");
    case "house_cost_calculation_method":
      return trimmed === "per_retreat" || trimmed === "per_meal" ? null : refuse(`${label} must be per_retreat or per_meal.`, "method");
    case "house_cost_enabled":
      return trimmed === "true" || trimmed === "false" ? null : refuse(`${label} must be true or false.`, "enabled");
    default:
      return trimmed.length > MAX_TEXT ? refuse(`${label} must be ${MAX_TEXT} characters or less.`, "textTooLong", { setting: key, max: MAX_TEXT }) : null;
  }
}

/** Why a value cannot be saved for `key`, or null. Empty values are fine: they mean "the default". */
export function settingProblem(key: SettingKey, value: string): string | null {
  return settingRefusal(key, value)?.message ?? null;
}

/** Why the settings, taken together after a save, do not fit (with reason and values), or null. */
export function settingsRefusal(settings: Settings): SettingRefusal | null {
  const start = settings.retreat_start_date;
  const end = settings.retreat_end_date;
  if (start !== "" && end !== "") {
    if (end < start) return refuse("End date cannot be before the start date.", "endBeforeStart");
    const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > MAX_RETREAT_DAYS) return refuse(`The retreat can last at most ${MAX_RETREAT_DAYS} days.`, "tooManyDays", { max: MAX_RETREAT_DAYS });
  }
  return null;
}

/** Why the settings, taken together after a save, do not fit, or null. */
export function settingsProblem(settings: Settings): string | null {
  return settingsRefusal(settings)?.message ?? null;
}
