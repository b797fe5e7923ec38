import en from "../locales/en/inventory.json";
import { defineNamespace } from "../namespace";

/** Inventory: the supply list, its dialog and checks, the planning basis switch, the shopping list printout and the Excel file. */
export const inventoryNs = defineNamespace("inventory", en);
