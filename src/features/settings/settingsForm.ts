/** The Settings form's rules in the browser: the server's own checks, run before saving. */
import type { SlotSyncResult } from "../../../convex/model/adorationSlots";
import { isMoneySettingKey, mergeSettings, savableEntries, SETTING_DEFAULTS, type Settings } from "../../../convex/model/settings";
import { settingProblem, settingsProblem } from "../../../convex/model/settingsRules";
import { scheduleJson, scheduleRows } from "./dailySchedule";
import type { SettingErrors } from "./SettingField";

/**
 * What Save Settings sends: every savable key, the daily schedule trimmed to the retreat's days.
 * The money settings go only from someone who manages finance (`withMoney`).
 */
export function valuesToSave(values: Settings, withMoney = true): Record<string, string> {
  const rows = scheduleRows(values.retreat_start_date, values.retreat_end_date, values.retreat_daily_schedule);
  const withSchedule = { ...values, retreat_daily_schedule: scheduleJson(rows) };
  return Object.fromEntries(savableEntries(withSchedule).filter(([key]) => withMoney || !isMoneySettingKey(key)));
}

/** Each field's problem, and the first one to show in the toast (null when the form can be saved). */
export function formProblems(toSave: Record<string, string>): { byField: SettingErrors; first: string | null } {
  const byField: SettingErrors = {};
  let first: string | null = null;
  const entries = savableEntries(toSave);
  for (const [key, value] of entries) {
    const problem = settingProblem(key, value);
    if (problem !== null) {
      byField[key] = problem;
      first ??= problem;
    }
  }
  if (first === null) {
    const together = settingsProblem(mergeSettings({ ...SETTING_DEFAULTS }, entries));
    if (together !== null) {
      byField.retreat_end_date = together;
      first = together;
    }
  }
  return { byField, first };
}

/** What a save did to the adoration hours, in words; null when it did not touch them. */
export function adorationSummary(result: SlotSyncResult | null): { text: string; warning: boolean } | null {
  if (result === null || (result.added === 0 && result.removed === 0 && result.bookingsOutsideSchedule === 0)) return null;
  const hours = (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`;
  const bookings = (n: number) => `${n} ${n === 1 ? "booking" : "bookings"}`;
  const parts = [`Adoration hours updated: ${hours(result.added)} added, ${hours(result.removed)} removed.`];
  if (result.displacedBookings > 0) {
    parts.push(`${bookings(result.displacedBookings)} fell outside the new hours; they are kept on Adoration Admin to move or clear.`);
  } else if (result.bookingsOutsideSchedule > 0) {
    parts.push(`${bookings(result.bookingsOutsideSchedule)} still wait outside the hours on Adoration Admin.`);
  }
  return { text: parts.join(" "), warning: result.bookingsOutsideSchedule > 0 };
}
