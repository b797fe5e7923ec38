import { buildWorkbook, type SheetColumn } from "../../lib/excel/workbook";
import type { InventoryRow } from "./inventoryTypes";

export const INVENTORY_COLUMNS: SheetColumn<InventoryRow>[] = [
  { header: "Item", value: (r) => r.name, width: 28 },
  { header: "Unit", value: (r) => r.unit, width: 10 },
  { header: "On hand", value: (r) => r.quantity_on_hand },
  { header: "Needed per retreatant", value: (r) => r.needed_per_retreatant, width: 22 },
  { header: "Needed per server", value: (r) => r.needed_per_server, width: 18 },
  { header: "Fixed extra", value: (r) => r.fixed_extra },
  { header: "Need", value: (r) => r.need },
  { header: "To buy", value: (r) => r.to_buy },
  { header: "Notes", value: (r) => r.notes, width: 40 },
];

export async function buildInventoryWorkbook(rows: readonly InventoryRow[]) {
  return await buildWorkbook("Inventory", INVENTORY_COLUMNS, rows);
}
