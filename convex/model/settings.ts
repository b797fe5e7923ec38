import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * Site settings: the known keys and their defaults (SPEC §3). Unknown keys are ignored and
 * empty stored values fall back to the default.
 */
export const SETTING_DEFAULTS = {
  retreat_name: "Men's Retreat #50",
  parish_name: "",
  priest_name: "",
  retreat_start_date: "",
  retreat_end_date: "",
  retreat_daily_schedule: "{}",
  estimated_servers: "0",
  estimated_retreatants: "0",
  retreat_header_logo_url: "",
  retreat_house: "",
  retreat_house_address: "",
  retreat_house_phone: "",
  pdf_header_left_logo_url: "",
  pdf_header_right_logo_url: "",
  pdf_header_center_text: "",
  adoration_start_time: "18:00",
  adoration_end_time: "15:00",
  house_cost_per_person_sleeping: "200",
  house_cost_per_person_meals_only: "50",
  house_cost_per_meal: "10",
  house_cost_calculation_method: "per_retreat",
  house_cost_enabled: "true",
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = Record<SettingKey, string>;

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTING_DEFAULTS, key);
}

/** Merge stored rows over the defaults: known keys only, empty values keep the default. */
export function resolveSettings(rows: ReadonlyArray<{ setting_key: string; setting_value: string }>): Settings {
  const settings: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows) {
    if (isSettingKey(row.setting_key) && row.setting_value.trim() !== "") {
      settings[row.setting_key] = row.setting_value;
    }
  }
  return settings;
}

/** Logo URLs are managed with the images, never through the settings form. */
export const UNSAVED_KEYS: readonly SettingKey[] = [
  "retreat_header_logo_url",
  "pdf_header_left_logo_url",
  "pdf_header_right_logo_url",
];

const NON_NEGATIVE_KEYS: readonly SettingKey[] = [
  "estimated_servers",
  "estimated_retreatants",
  "house_cost_per_person_sleeping",
  "house_cost_per_person_meals_only",
  "house_cost_per_meal",
];
const DATE_KEYS: readonly SettingKey[] = ["retreat_start_date", "retreat_end_date"];
const TIME_KEYS: readonly SettingKey[] = ["adoration_start_time", "adoration_end_time"];

/** Why a value cannot be saved for `key`, or null. Empty values are fine: they mean "the default". */
export function settingProblem(key: SettingKey, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  if (NON_NEGATIVE_KEYS.includes(key)) {
    const number = Number(trimmed);
    if (!Number.isFinite(number) || number < 0) {
      return key.startsWith("estimated_") ? "Estimates must be at least 0." : "Costs must be at least 0.";
    }
  }
  if (DATE_KEYS.includes(key) && !/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return "Dates must be in the form YYYY-MM-DD.";
  if (TIME_KEYS.includes(key) && !/^([01]\d|2[0-3]):[0-5]\d$/.test(trimmed)) return "Times must be in the form HH:MM.";
  if (key === "house_cost_calculation_method" && trimmed !== "per_retreat" && trimmed !== "per_meal") {
    return "The house cost method must be per_retreat or per_meal.";
  }
  if (key === "house_cost_enabled" && trimmed !== "true" && trimmed !== "false") return "House cost must be on or off.";
  if (key === "retreat_daily_schedule" && !isScheduleJson(trimmed)) return "The daily schedule is not valid.";
  return null;
}

function isScheduleJson(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** The values of a save that are stored: known keys only, logo URLs left out. */
export function savableEntries(values: Record<string, string>): Array<[SettingKey, string]> {
  return Object.entries(values).filter(
    (entry): entry is [SettingKey, string] => isSettingKey(entry[0]) && !UNSAVED_KEYS.includes(entry[0]),
  );
}

/** The site settings, defaults filled in. */
export async function readSettings(ctx: QueryCtx): Promise<Settings> {
  const rows = await ctx.db.query("siteSettings").take(200);
  return resolveSettings(rows);
}

/** Upserts one row per key (keys already filtered by `savableEntries`). */
export async function writeSettings(ctx: MutationCtx, entries: ReadonlyArray<[SettingKey, string]>): Promise<void> {
  const now = Date.now();
  for (const [setting_key, value] of entries) {
    const setting_value = value.trim();
    const existing = await ctx.db
      .query("siteSettings")
      .withIndex("by_key", (q) => q.eq("setting_key", setting_key))
      .first();
    if (existing === null) {
      await ctx.db.insert("siteSettings", { setting_key, setting_value, updated_at: now });
    } else if (existing.setting_value !== setting_value) {
      await ctx.db.patch("siteSettings", existing._id, { setting_value, updated_at: now });
    }
  }
}
