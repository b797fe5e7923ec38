/**
 * Display helpers shared by every screen (SPEC.md §9): phone numbers, names and the
 * attendee status labels. Pure functions, no React.
 */

import { formatCents, toCents } from "../../convex/shared/money";
import { formatFullName, formatName } from "../../convex/shared/nameRule";
import type { Language } from "../../convex/shared/languages";
import { formatLongDateIn } from "../i18n/format";

/** A 10-digit number as (555) 123-4567; 11 digits starting with 1 too; other input unchanged; empty → '-'. */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return "-";
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return value;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/**
 * A phone field's text as it is typed: digits only, at most 10 (an 11-digit number starting with
 * the country code 1 drops it), shown as (555) 123-4567 as far as it goes: "(555", "(555) 123".
 */
export function maskPhone(typed: string): string {
  const all = typed.replace(/\D/g, "");
  const digits = (all.length === 11 && all.startsWith("1") ? all.slice(1) : all).slice(0, 10);
  if (digits === "") return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The name rule lives with the server, which applies it when a name is saved. */
export { formatFullName, formatName };


export type AttendeeTypeValue = "attendee" | "server";

export function attendeeTypeLabel(type: AttendeeTypeValue): "Retreatant" | "Server" {
  return type === "server" ? "Server" : "Retreatant";
}

export function paidLabel(hasPaid: boolean): "Paid" | "Unpaid" {
  return hasPaid ? "Paid" : "Unpaid";
}

export function checkedInLabel(hasCheckedIn: boolean): "Checked In" | "Not Checked In" {
  return hasCheckedIn ? "Checked In" : "Not Checked In";
}

export function yesNoLabel(value: boolean | null | undefined): "Yes" | "No" {
  return value ? "Yes" : "No";
}

/** Money stored in dollars, shown as the server shows cents ("$1,234.50"); missing → '-'. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return "-";
  return formatCents(toCents(value));
}

/** Today's date (local time) as YYYY-MM-DD. */
export function isoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A YYYY-MM-DD date as "March 5, 2027"; anything else as it is. */
export function formatLongDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

const localDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
const localTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** A moment (ms since the epoch) as "March 4, 2026, 9:15 AM" in local time. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  // Newer ICU puts a narrow no-break space before AM/PM; plain text reads (and searches) better.
  return `${localDate.format(date)}, ${localTime.format(date).replace(/\u202f/g, " ")}`;
}

/** "March 5 – 7, 2027" style text for the retreat's dates; empty when neither is set. */
export function formatDateRange(start: string, end: string): string {
  if (start === "" && end === "") return "";
  if (start === "" || end === "" || start === end) return formatLongDate(start || end);
  return `${formatLongDate(start)} – ${formatLongDate(end)}`;
}

/** formatDateRange in a language: "March 5 – 7, 2027" style in English, "5 de marzo de 2027 – 7 de marzo de 2027" in Spanish. */
export function formatDateRangeIn(language: Language, start: string, end: string): string {
  if (language === "en") return formatDateRange(start, end);
  if (start === "" && end === "") return "";
  if (start === "" || end === "" || start === end) return formatLongDateIn(language, start || end);
  return `${formatLongDateIn(language, start)} – ${formatLongDateIn(language, end)}`;
}
