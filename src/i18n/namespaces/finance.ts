import en from "../locales/en/finance.json";
import { defineNamespace } from "../namespace";

/** Finance: totals, the ledger, what is owed, scholarships, their dialogs, the printed summary and the Excel file. */
export const financeNs = defineNamespace("finance", en);
