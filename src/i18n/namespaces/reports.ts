import en from "../locales/en/reports.json";
import { defineNamespace } from "../namespace";

/** Reports: the screen, each report's title, columns, values and totals, the printout and the Excel file. */
export const reportsNs = defineNamespace("reports", en);
