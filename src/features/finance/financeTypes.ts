import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type FinanceSummary = FunctionReturnType<typeof api.finance.summary>;
export type LedgerRow = FunctionReturnType<typeof api.finance.entriesPage>["page"][number];
export type OwingRow = FunctionReturnType<typeof api.finance.owingPage>["page"][number];
export type ScholarshipRow = FunctionReturnType<typeof api.finance.scholarships>[number];
