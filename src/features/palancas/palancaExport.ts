import type { SheetColumn } from "../../lib/excel/workbook";
import { byName, manName, type Letter, type PalancaMan } from "./palancaSummary";

export type PalancaExportRow = { man: PalancaMan; letter: Letter | null };

/** One row per letter, and one for each man without letters, men in name order. */
export function palancaExportRows(men: readonly PalancaMan[], letters: readonly Letter[]): PalancaExportRow[] {
  const byMan = new Map<string, Letter[]>();
  for (const letter of letters) byMan.set(letter.attendee_id, [...(byMan.get(letter.attendee_id) ?? []), letter]);
  const rows: PalancaExportRow[] = [];
  for (const man of [...men].sort(byName)) {
    const his = (byMan.get(man._id) ?? []).sort((a, b) => a.received_date.localeCompare(b.received_date));
    if (his.length === 0) rows.push({ man, letter: null });
    for (const letter of his) rows.push({ man, letter });
  }
  return rows;
}

export const PALANCA_COLUMNS: SheetColumn<PalancaExportRow>[] = [
  { header: "Retreatant", value: (row) => manName(row.man), width: 28 },
  { header: "Letters", value: (row) => row.man.count, width: 10 },
  { header: "From", value: (row) => row.letter?.from_name ?? "", width: 28 },
  { header: "Relationship", value: (row) => row.letter?.relationship ?? "", width: 16 },
  { header: "Received", value: (row) => row.letter?.received_date ?? "", width: 14 },
  { header: "Notes", value: (row) => row.letter?.notes ?? "", width: 40 },
];
