import { attendeeTypeLabel, formatFullName, formatMoney, formatPhone } from "../../lib/format";
import type { CellValue } from "../../lib/excel/safeCell";
import type { ReportColumn, ReportRow } from "./reportTypes";

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** By last name, then first name. */
export function byName(a: Pick<ReportRow, "first_name" | "last_name">, b: Pick<ReportRow, "first_name" | "last_name">): number {
  return collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name);
}

export function sortedMen(rows: readonly ReportRow[], keep: (row: ReportRow) => boolean = () => true): ReportRow[] {
  return rows.filter(keep).sort(byName);
}

export const fullName = (row: Pick<ReportRow, "first_name" | "last_name">) => formatFullName(row.first_name, row.last_name);

/** Name with the snorer mark, as rooms show it. */
export const nameWithSnore = (row: Pick<ReportRow, "first_name" | "last_name" | "snore">) => `${fullName(row)}${row.snore ? " (R)" : ""}`;

export const yesNo = (value: boolean | null) => (value === null ? "Not answered" : value ? "Yes" : "No");

export const phoneText = (phone: string | null) => (phone ? formatPhone(phone) : "");

export const nameColumn: ReportColumn<ReportRow> = { header: "Name", value: fullName, width: 26 };
export const typeColumn: ReportColumn<ReportRow> = { header: "Type", value: (row) => attendeeTypeLabel(row.attendee_type) };
export const phoneColumn: ReportColumn<ReportRow> = { header: "Phone", value: (row) => phoneText(row.phone_number), width: 16 };

export const money = (header: string, value: (row: ReportRow) => number | null): ReportColumn<ReportRow> => ({
  header,
  value,
  kind: "money",
});

/** The balance still owed: cost of retreat minus amount paid (empty when no cost is on file). */
export function balanceOf(row: Pick<ReportRow, "cost_of_retreat" | "amount_paid">): number | null {
  if (row.cost_of_retreat === null) return null;
  return Math.round((row.cost_of_retreat - (row.amount_paid ?? 0)) * 100) / 100;
}

export function sum(values: (number | null)[]): number {
  return Math.round(values.reduce<number>((total, value) => total + (value ?? 0), 0) * 100) / 100;
}

/** A cell as text on screen and on paper: money as dollars, yes/no for flags, dates as local time. */
export function cellText(value: CellValue, kind: "money" | "text"): string {
  if (value === null || value === undefined) return "";
  if (kind === "money" && typeof value === "number") return formatMoney(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value instanceof Date) return value.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
  return String(value);
}
