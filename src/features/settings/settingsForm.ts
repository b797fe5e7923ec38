/** The Settings form's rules in the browser: the server's own checks, run before saving. */
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import { isMoneySettingKey, mergeSettings, savableEntries, SETTING_DEFAULTS, type SettingKey, type Settings } from "../../../convex/shared/settings";
import { settingRefusal, settingsRefusal, type SettingRefusal } from "../../../convex/shared/settingsRules";
import { englishText } from "../../i18n/namespace";
import { settingsNs } from "../../i18n/namespaces/settings";
import { carrySchedule, headerAfterRename, scheduleJson, scheduleRows } from "../../../convex/shared/dailySchedule";
import type { SettingErrors } from "./SettingField";

/** What Save Settings answers: the adoration hours it re-laid, and talks or events now outside the retreat. */
type SaveResult = FunctionReturnType<typeof api.settings.save>;
type SlotSyncResult = NonNullable<SaveResult["adoration"]>;
type OutsideRetreat = SaveResult["outside"];
type OutsideItem = OutsideRetreat["talks"][number];

type SettingsKey = keyof typeof settingsNs.en;
/** The form's words in a language: the screen's `t` (useT(settingsNs)); English by default. */
export type SettingsText = (key: SettingsKey, values?: Record<string, string | number>) => string;
const english: SettingsText = (key, values) => englishText(settingsNs, key, values);

/**
 * What Save Settings sends: every savable key, the daily schedule trimmed to the retreat's days.
 * The money settings go only from someone who manages finance (`withMoney`).
 */
export function valuesToSave(values: Settings, withMoney = true): Record<string, string> {
  const rows = scheduleRows(values.retreat_start_date, values.retreat_end_date, values.retreat_daily_schedule);
  const withSchedule = { ...values, retreat_daily_schedule: scheduleJson(rows) };
  return Object.fromEntries(savableEntries(withSchedule).filter(([key]) => withMoney || !isMoneySettingKey(key)));
}

/**
 * Each field's problem, and the first one to show in the toast (null when the form can be saved),
 * in the words `say` gives a problem (the screen's language; the English message by default).
 */
export function formProblems(
  toSave: Record<string, string>,
  say: (refusal: SettingRefusal) => string = (refusal) => refusal.message,
): { byField: SettingErrors; first: string | null } {
  const byField: SettingErrors = {};
  let first: string | null = null;
  const entries = savableEntries(toSave);
  for (const [key, value] of entries) {
    const refusal = settingRefusal(key, value);
    if (refusal !== null) {
      const problem = say(refusal);
      byField[key] = problem;
      first ??= problem;
    }
  }
  if (first === null) {
    const refusal = settingsRefusal(mergeSettings({ ...SETTING_DEFAULTS }, entries));
    if (refusal !== null) {
      const together = say(refusal);
      byField.retreat_end_date = together;
      first = together;
    }
  }
  return { byField, first };
}

/** What a save did to the adoration hours, in words; null when it did not touch them. */
export function adorationSummary(result: SlotSyncResult | null, t: SettingsText = english): { text: string; warning: boolean } | null {
  if (result === null || (result.added === 0 && result.removed === 0 && result.bookingsOutsideSchedule === 0)) return null;
  const parts = [
    t("adorationSummary.updated", { added: result.added, addedText: String(result.added), removed: result.removed, removedText: String(result.removed) }),
  ];
  if (result.displacedBookings > 0) {
    parts.push(t("adorationSummary.displaced", { count: result.displacedBookings, n: String(result.displacedBookings) }));
  } else if (result.bookingsOutsideSchedule > 0) {
    parts.push(t("adorationSummary.waiting", { count: result.bookingsOutsideSchedule, n: String(result.bookingsOutsideSchedule) }));
  }
  return { text: parts.join(" "), warning: result.bookingsOutsideSchedule > 0 };
}

/**
 * The form's values after one change. A change of the retreat's dates carries the daily schedule
 * over (dailySchedule.ts carrySchedule) instead of leaving the new days empty; a rename of the
 * retreat renames it in the PDF header text too.
 */
export function changeSetting(values: Settings, key: SettingKey, value: string): Settings {
  const next = { ...values, [key]: value };
  if (key === "retreat_name") next.pdf_header_center_text = headerAfterRename(values.pdf_header_center_text, values.retreat_name, value);
  if (key === "retreat_start_date" || key === "retreat_end_date") {
    next.retreat_daily_schedule = carrySchedule(
      values.retreat_daily_schedule,
      { start: values.retreat_start_date, end: values.retreat_end_date },
      { start: next.retreat_start_date, end: next.retreat_end_date },
    );
  }
  return next;
}

/** The talks and staff events the retreat's dates leave out, in words; null when none. */
export function outsideSummary(outside: OutsideRetreat, t: SettingsText = english): string | null {
  const list = (items: OutsideItem[]) => items.map((item) => t("outside.item", { title: item.title, day: item.day })).join(", ");
  const parts: string[] = [];
  if (outside.talks.length > 0) {
    parts.push(t("outside.talks", { count: outside.talks.length, n: String(outside.talks.length), list: list(outside.talks) }));
  }
  if (outside.events.length > 0) {
    parts.push(t("outside.events", { count: outside.events.length, n: String(outside.events.length), list: list(outside.events) }));
  }
  return parts.length === 0 ? null : parts.join(" ");
}

/** What the PDF header field says about the title of the printouts. */
export function pdfHeaderHelp(values: Pick<Settings, "retreat_name" | "pdf_header_center_text">, t: SettingsText = english): string {
  const header = values.pdf_header_center_text.trim();
  if (header === "") return t("pdf.helpEmpty", { name: values.retreat_name });
  if (values.retreat_name.trim() !== "" && header.includes(values.retreat_name)) return t("pdf.helpFollows");
  return t("pdf.helpCustom", { name: values.retreat_name });
}
