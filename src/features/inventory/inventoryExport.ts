import { englishText } from "../../i18n/namespace";
import { inventoryNs } from "../../i18n/namespaces/inventory";
import { buildWorkbook, type SheetColumn } from "../../lib/excel/workbook";
import type { InventoryRow } from "./inventoryTypes";

type InventoryKey = keyof typeof inventoryNs.en;
type Words = (key: InventoryKey) => string;
const english: Words = (key) => englishText(inventoryNs, key);

/** The sheet's columns, headed in the reader's language. */
export const inventoryColumns = (t: Words = english): SheetColumn<InventoryRow>[] => [
  { header: t("export.item"), value: (r) => r.name, width: 28 },
  { header: t("export.unit"), value: (r) => r.unit, width: 10 },
  { header: t("export.onHand"), value: (r) => r.quantity_on_hand },
  { header: t("export.perRetreatant"), value: (r) => r.needed_per_retreatant, width: 22 },
  { header: t("export.perServer"), value: (r) => r.needed_per_server, width: 18 },
  { header: t("export.fixedExtra"), value: (r) => r.fixed_extra },
  { header: t("export.need"), value: (r) => r.need },
  { header: t("export.toBuy"), value: (r) => r.to_buy },
  { header: t("export.notes"), value: (r) => r.notes, width: 40 },
];

export async function buildInventoryWorkbook(rows: readonly InventoryRow[], t: Words = english) {
  return await buildWorkbook(t("export.sheet"), inventoryColumns(t), rows);
}
