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
  /** IANA zone of the retreat house; empty means the server's own zone. Tells which adoration hours are past. */
  retreat_time_zone: "",
  /** The language of someone who has chosen none and whose browser speaks neither English nor Spanish. */
  default_language: "en",
  house_cost_per_person_sleeping: "200",
  house_cost_per_person_meals_only: "50",
  house_cost_per_meal: "10",
  house_cost_calculation_method: "per_retreat",
  house_cost_enabled: "true",
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = Record<SettingKey, string>;

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

/**
 * The finance settings: what the retreat house charges and how it is counted. Only roles that
 * manage money (the manageFinance permission) read or change them; every other setting is
 * general (names, dates, schedule, house, head-count estimates).
 */
export const MONEY_SETTING_KEYS = [
  "house_cost_per_person_sleeping",
  "house_cost_per_person_meals_only",
  "house_cost_per_meal",
  "house_cost_calculation_method",
  "house_cost_enabled",
] as const satisfies readonly SettingKey[];

export type MoneySettingKey = (typeof MONEY_SETTING_KEYS)[number];
export type MoneySettings = Pick<Settings, MoneySettingKey>;
export type GeneralSettings = Omit<Settings, MoneySettingKey>;

export function isMoneySettingKey(key: string): key is MoneySettingKey {
  return (MONEY_SETTING_KEYS as readonly string[]).includes(key);
}

/** The settings without the money ones. */
export function generalSettings(settings: Settings): GeneralSettings {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !isMoneySettingKey(key))) as GeneralSettings;
}

/** Only the money settings. */
export function moneySettings(settings: Settings): MoneySettings {
  return Object.fromEntries(MONEY_SETTING_KEYS.map((key) => [key, settings[key]])) as MoneySettings;
}

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

/** The values of a save that are stored: known keys only, logo URLs left out. */
export function savableEntries(values: Record<string, string>): Array<[SettingKey, string]> {
  return Object.entries(values).filter(
    (entry): entry is [SettingKey, string] => isSettingKey(entry[0]) && !UNSAVED_KEYS.includes(entry[0]),
  );
}

/** The settings as they will be after saving `entries` (empty values go back to the default). */
export function mergeSettings(current: Settings, entries: ReadonlyArray<[SettingKey, string]>): Settings {
  const merged: Settings = { ...current };
  for (const [key, value] of entries) merged[key] = value.trim() === "" ? SETTING_DEFAULTS[key] : value.trim();
  return merged;
}
