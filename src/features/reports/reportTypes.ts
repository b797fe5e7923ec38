import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { CellValue } from "../../lib/excel/safeCell";

export type ReportRow = FunctionReturnType<typeof api.reports.rows>["page"][number];
export type ReportPlaces = FunctionReturnType<typeof api.reports.places>;
export type ReportData = { rows: readonly ReportRow[]; places: ReportPlaces };

/** One column: its header, its value per item, and how the value is shown (money gets $ on screen and in Excel). */
export type ReportColumn<T> = { header: string; value: (item: T) => CellValue; kind?: "money" | "text"; width?: number };

/**
 * One report, as data: the items it lists, its columns and optional total lines. The screen table,
 * the printed document and the Excel file are all drawn from this, so adding a report is one entry.
 */
export type ReportDefinition<T> = {
  id: string;
  title: string;
  description: string;
  items: (data: ReportData) => T[];
  columns: ReportColumn<T>[];
  totals?: (items: T[]) => string[];
};

/** A report with its item type erased, ready to draw: header row, cell rows, totals. */
export type BuiltReport = {
  id: string;
  title: string;
  description: string;
  columns: { header: string; kind: "money" | "text"; width?: number }[];
  cells: CellValue[][];
  totals: string[];
};

export type Report = { id: string; title: string; description: string; build: (data: ReportData) => BuiltReport };

export function defineReport<T>(definition: ReportDefinition<T>): Report {
  return {
    id: definition.id,
    title: definition.title,
    description: definition.description,
    build: (data) => {
      const items = definition.items(data);
      return {
        id: definition.id,
        title: definition.title,
        description: definition.description,
        columns: definition.columns.map((c) => ({ header: c.header, kind: c.kind ?? "text", width: c.width })),
        cells: items.map((item) => definition.columns.map((c) => c.value(item))),
        totals: definition.totals?.(items) ?? [],
      };
    },
  };
}
