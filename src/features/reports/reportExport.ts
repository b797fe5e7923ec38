import type { CellValue } from "../../lib/excel/safeCell";
import { buildWorkbook, type SheetColumn } from "../../lib/excel/workbook";
import { isoDate } from "../../lib/format";
import type { BuiltReport } from "./reportTypes";

const MONEY_FORMAT = '"$"#,##0.00';
const DATE_FORMAT = "yyyy-mm-dd hh:mm";

/** The report as an .xlsx sheet with the screen's columns (text neutralised against formulas). */
export async function buildReportWorkbook(report: BuiltReport): Promise<ArrayBuffer> {
  const columns: SheetColumn<CellValue[]>[] = report.columns.map((column, index) => ({
    header: column.header,
    value: (cells) => cells[index],
    width: column.width,
    numFmt: column.kind === "money" ? MONEY_FORMAT : report.cells.some((cells) => cells[index] instanceof Date) ? DATE_FORMAT : undefined,
  }));
  // Excel sheet names allow at most 31 characters.
  return await buildWorkbook(report.title.slice(0, 31), columns, report.cells);
}

export function reportFileName(report: Pick<BuiltReport, "id">, today: Date = new Date()): string {
  return `report-${report.id}-${isoDate(today)}.xlsx`;
}
