import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { Language } from "../../../convex/shared/languages";
import { englishText } from "../../i18n/namespace";
import { reportsNs } from "../../i18n/namespaces/reports";
import type { MessageValues } from "../../i18n/useT";
import type { CellValue } from "../../lib/excel/safeCell";

export type ReportRow = FunctionReturnType<typeof api.reports.rows>["page"][number];
export type ReportPlaces = FunctionReturnType<typeof api.reports.places>;
export type ReportData = { rows: readonly ReportRow[]; places: ReportPlaces };

export type ReportsKey = keyof typeof reportsNs.en;

/** The words a report is drawn in: the reports catalogue in one language, and that language for dates, money and names. */
export type ReportWords = { t: (key: ReportsKey, values?: MessageValues) => string; language: Language };

/** The spec's English words (what the tests and an English-speaking user read). */
export const ENGLISH_WORDS: ReportWords = {
  t: (key, values) => englishText(reportsNs, key, values as Record<string, string | number> | undefined),
  language: "en",
};

/** One column: its header, its value per item, and how the value is shown (money gets $ on screen and in Excel). */
export type ReportColumn<T> = { header: string; value: (item: T) => CellValue; kind?: "money" | "text"; width?: number };

/**
 * One report, as data: the items it lists, its columns and optional total lines, each drawn in
 * the reader's words. The screen table, the printed document and the Excel file are all drawn
 * from this, so adding a report is one entry (and its title, description and file name in the
 * reports catalogue: `<id>.title`, `<id>.description`, `<id>.file`).
 */
export type ReportDefinition<T> = {
  id: ReportId;
  items: (data: ReportData, words: ReportWords) => T[];
  columns: (words: ReportWords) => ReportColumn<T>[];
  totals?: (items: T[], words: ReportWords) => string[];
};

/** The reports: each has a file name (`<id>.file`), a title and a description in the catalogue. */
export type ReportId = ReportsKey extends infer K ? (K extends `${infer Id}.file` ? Id : never) : never;

/** A report with its item type erased, ready to draw: header row, cell rows, totals, in one language. */
export type BuiltReport = {
  id: string;
  title: string;
  description: string;
  language: Language;
  /** The Excel file's name for a YYYY-MM-DD day ("report-roster-2027-03-05.xlsx"). */
  fileName: (day: string) => string;
  columns: { header: string; kind: "money" | "text"; width?: number }[];
  cells: CellValue[][];
  totals: string[];
};

export type Report = {
  id: ReportId;
  /** The English title (the spec's). */
  title: string;
  build: (data: ReportData, words?: ReportWords) => BuiltReport;
};

export function defineReport<T>(definition: ReportDefinition<T>): Report {
  const { id } = definition;
  return {
    id,
    title: ENGLISH_WORDS.t(`${id}.title`),
    build: (data, words = ENGLISH_WORDS) => {
      const items = definition.items(data, words);
      const columns = definition.columns(words);
      return {
        id,
        title: words.t(`${id}.title`),
        description: words.t(`${id}.description`),
        language: words.language,
        fileName: (day) => words.t("fileName", { file: words.t(`${id}.file`), date: day }),
        columns: columns.map((c) => ({ header: c.header, kind: c.kind ?? "text", width: c.width })),
        cells: items.map((item) => columns.map((c) => c.value(item))),
        totals: definition.totals?.(items, words) ?? [],
      };
    },
  };
}
