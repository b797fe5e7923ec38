import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type InventoryList = FunctionReturnType<typeof api.inventory.list>;
export type InventoryRow = InventoryList["items"][number];

/** "2.5 lb", "12 each", "3" */
export function quantityText(value: number, unit: string): string {
  const number = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, "");
  return unit ? `${number} ${unit}` : number;
}
