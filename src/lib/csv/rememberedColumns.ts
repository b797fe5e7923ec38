/**
 * Staff's column choices, remembered in this browser for the next file with the same headers
 * (a parish exports the same sheet again and again). Only the choices are kept, never a cell.
 */
import { isColumnTarget, type ColumnTarget } from "./columnMeaning";
import type { ColumnChoices } from "./parseAttendeeCsv";

const PREFIX = "retreat-admin.importColumns.";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedChoices(signature: string): ColumnChoices {
  const raw = storage()?.getItem(PREFIX + signature);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== "object" || parsed === null) return {};
    const choices: Record<number, ColumnTarget | null> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (!/^\d+$/.test(key)) continue;
      if (value === null || isColumnTarget(value)) choices[Number(key)] = value;
    }
    return choices;
  } catch {
    return {};
  }
}

export function rememberChoices(signature: string, choices: ColumnChoices): void {
  try {
    const store = storage();
    if (store === null) return;
    if (Object.keys(choices).length === 0) store.removeItem(PREFIX + signature);
    else store.setItem(PREFIX + signature, JSON.stringify(choices));
  } catch {
    // A full or disabled storage only means the choices are not remembered.
  }
}
