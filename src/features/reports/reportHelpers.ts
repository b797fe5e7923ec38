import { formatMoneyIn, nameCollator } from "../../i18n/format";
import { localeTag } from "../../i18n/format";
import type { CellValue } from "../../lib/excel/safeCell";
import { formatFullName, formatPhone } from "../../lib/format";
import { ENGLISH_WORDS, type ReportColumn, type ReportRow, type ReportWords } from "./reportTypes";

type Named = Pick<ReportRow, "first_name" | "last_name">;

/** By last name, then first name, as people of the language sort names (Spanish: ñ after n). */
export function byName(a: Named, b: Named, words: Pick<ReportWords, "language"> = ENGLISH_WORDS): number {
  const collator = nameCollator(words.language);
  return collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name);
}

export function sortedMen(rows: readonly ReportRow[], words: ReportWords, keep: (row: ReportRow) => boolean = () => true): ReportRow[] {
  return rows.filter(keep).sort((a, b) => byName(a, b, words));
}

export const fullName = (row: Named) => formatFullName(row.first_name, row.last_name);

/** Name with the snorer mark, as rooms show it. */
export const nameWithSnore = (row: Pick<ReportRow, "first_name" | "last_name" | "snore">) => `${fullName(row)}${row.snore ? " (R)" : ""}`;

export const yesNo = (value: boolean | null, { t }: ReportWords) => (value === null ? t("value.notAnswered") : value ? t("value.yes") : t("value.no"));

export const typeLabel = (type: ReportRow["attendee_type"], { t }: ReportWords) => (type === "server" ? t("value.server") : t("value.retreatant"));
export const paidText = (hasPaid: boolean, { t }: ReportWords) => (hasPaid ? t("value.paid") : t("value.unpaid"));
export const checkedInText = (arrived: boolean, { t }: ReportWords) => (arrived ? t("value.checkedIn") : t("value.notCheckedIn"));

export const phoneText = (phone: string | null) => (phone ? formatPhone(phone) : "");

export const nameColumn = ({ t }: ReportWords): ReportColumn<ReportRow> => ({ header: t("col.name"), value: fullName, width: 26 });
export const typeColumn = (words: ReportWords): ReportColumn<ReportRow> => ({ header: words.t("col.type"), value: (row) => typeLabel(row.attendee_type, words) });
export const phoneColumn = ({ t }: ReportWords): ReportColumn<ReportRow> => ({ header: t("col.phone"), value: (row) => phoneText(row.phone_number), width: 16 });

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

/** A cell as text on screen and on paper: money as dollars, yes/no for flags, dates as local time, in the reader's language. */
export function cellText(value: CellValue, kind: "money" | "text", words: ReportWords = ENGLISH_WORDS): string {
  if (value === null || value === undefined) return "";
  if (kind === "money" && typeof value === "number") return formatMoneyIn(words.language, value);
  if (typeof value === "boolean") return value ? words.t("value.yes") : words.t("value.no");
  if (value instanceof Date) return value.toLocaleString(localeTag(words.language), { dateStyle: "medium", timeStyle: "short" });
  return String(value);
}
