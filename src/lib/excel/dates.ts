/**
 * Dates as real spreadsheet date cells. Spreadsheets have no time zones and exceljs stores a
 * Date as UTC, so a moment is written as its local wall-clock time and a calendar day as its
 * midnight; a date number format makes Excel show (and sort, and filter) them as dates.
 */
export const DATE_FORMAT = "yyyy-mm-dd";
export const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm";

/** A moment (ms since the epoch, or a Date) as the local date and time it was. */
export function excelDateTime(moment: number | Date): Date {
  const ms = typeof moment === "number" ? moment : moment.getTime();
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
}

/** A calendar day written "YYYY-MM-DD" as a date cell; empty or not a day: null. */
export function excelDate(day: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? "");
  if (match === null) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCDate() === Number(match[3]) ? date : null;
}
