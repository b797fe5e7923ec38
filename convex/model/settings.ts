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
