import { DATE_TIME_FORMAT, excelDateTime } from "../../lib/excel/dates";
import type { CellValue } from "../../lib/excel/safeCell";
import { buildWorkbook, type SheetColumn } from "../../lib/excel/workbook";
import { isoDate } from "../../lib/format";
import type { BuiltReport } from "./reportTypes";

const MONEY_FORMAT = '"$"#,##0.00';

/** The report as an .xlsx sheet with the screen's columns (text neutralised against formulas). */
export async function buildReportWorkbook(report: BuiltReport): Promise<ArrayBuffer> {
  const columns: SheetColumn<CellValue[]>[] = report.columns.map((column, index) => ({
    header: column.header,
    value: (cells) => {
      const value = cells[index];
      return value instanceof Date ? excelDateTime(value) : value;
    },
    width: column.width,
    numFmt: column.kind === "money" ? MONEY_FORMAT : report.cells.some((cells) => cells[index] instanceof Date) ? DATE_TIME_FORMAT : undefined,
  }));
  // Excel sheet names allow at most 31 characters.
  return await buildWorkbook(report.title.slice(0, 31), columns, report.cells);
}

/** "report-roster-2027-03-05.xlsx" / "informe-lista-general-2027-03-05.xlsx", in the report's language. */
export function reportFileName(report: Pick<BuiltReport, "fileName">, today: Date = new Date()): string {
  return report.fileName(isoDate(today));
}
