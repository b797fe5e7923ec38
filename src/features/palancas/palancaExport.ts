import type { SheetColumn } from "../../lib/excel/workbook";
import { byName, englishPalancas, manName, type Letter, type PalancaMan, type PalancasSay } from "./palancaSummary";

export type PalancaExportRow = { man: PalancaMan; letter: Letter | null };

/** One row per letter, and one for each man without letters, men in name order. */
export function palancaExportRows(
  men: readonly PalancaMan[],
  letters: readonly Letter[],
  order: (a: PalancaMan, b: PalancaMan) => number = byName,
): PalancaExportRow[] {
  const byMan = new Map<string, Letter[]>();
  for (const letter of letters) byMan.set(letter.attendee_id, [...(byMan.get(letter.attendee_id) ?? []), letter]);
  const rows: PalancaExportRow[] = [];
  for (const man of [...men].sort(order)) {
    const his = (byMan.get(man._id) ?? []).sort((a, b) => a.received_date.localeCompare(b.received_date));
    if (his.length === 0) rows.push({ man, letter: null });
    for (const letter of his) rows.push({ man, letter });
  }
  return rows;
}

/** The export's columns, headed in the person's language. */
export function palancaColumns(say: PalancasSay = englishPalancas): SheetColumn<PalancaExportRow>[] {
  return [
    { header: say("export.retreatant"), value: (row) => manName(row.man), width: 28 },
    { header: say("export.letters"), value: (row) => row.man.count, width: 10 },
    { header: say("export.from"), value: (row) => row.letter?.from_name ?? "", width: 28 },
    { header: say("export.relationship"), value: (row) => row.letter?.relationship ?? "", width: 16 },
    { header: say("export.received"), value: (row) => row.letter?.received_date ?? "", width: 14 },
    { header: say("export.notes"), value: (row) => row.letter?.notes ?? "", width: 40 },
  ];
}

export const PALANCA_COLUMNS: SheetColumn<PalancaExportRow>[] = palancaColumns();
