import { readCents, type AmountProblem } from "../../../convex/shared/money";
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from "../../../convex/shared/imageRules";
import { formatMoneyIn } from "../../i18n/format";
import { englishText } from "../../i18n/namespace";
import { financeNs } from "../../i18n/namespaces/finance";
import type { MessageValues, Translate } from "../../i18n/useT";
import type { FinanceSummary } from "./financeTypes";

export type FinanceKey = keyof typeof financeNs.en;
export type FinanceT = Translate<FinanceKey>;

/** The finance texts in English, for code outside React and tests (the spec's words). */
export const englishFinance: FinanceT = Object.assign(
  (key: FinanceKey, values?: MessageValues) => englishText(financeNs, key, values as Record<string, string | number> | undefined),
  { language: "en" as const },
);

/** Cents as dollars in the reader's language ("$1,234.50"). */
export const moneyIn = (t: FinanceT, cents: number) => formatMoneyIn(t.language, cents / 100);

/** A count as the English text shows it (plain digits) beside the number the plural rule reads. */
export const countOf = (value: number) => ({ count: value, n: String(value) });

/** The house cost's calculation in words, as the server writes it in English ("40 sleeping × $200.00 + ..."). */
export function houseFormula(t: FinanceT, house: FinanceSummary["houseCost"]): string {
  if (!house.enabled) return t("house.off");
  const money = (cents: number) => moneyIn(t, cents);
  if (house.method === "per_meal") {
    return t("house.perMeal", { meals: String(house.meals), men: String(house.men), rate: money(house.rates.perMealCents), total: money(house.cents) });
  }
  return t("house.perRetreat", {
    sleeping: String(house.sleeping),
    sleepingRate: money(house.rates.sleepingCents),
    atHome: String(house.atHome),
    atHomeRate: money(house.rates.mealsOnlyCents),
    total: money(house.cents),
  });
}

const MONEY_PROBLEMS: Record<AmountProblem | "negative", FinanceKey> = {
  empty: "money.empty",
  notANumber: "money.notANumber",
  decimals: "money.decimals",
  tooLarge: "money.tooLarge",
  negative: "money.negative",
};

/**
 * Reads a typed amount as the forms always have (shared/money.ts parseMoney), with its message in
 * the reader's language: `field` names the Amount of an entry or the Reduced cost of a scholarship.
 */
export function readAmount(
  t: FinanceT,
  text: string,
  field: "amount" | "reduced",
  allowNegative = false,
): { ok: true; cents: number } | { ok: false; problem: AmountProblem | "negative"; message: string } {
  const reading = readCents(text);
  const problem = !reading.ok ? reading.problem : reading.cents < 0 && !allowNegative ? "negative" : null;
  if (problem !== null) return { ok: false, problem, message: t(MONEY_PROBLEMS[problem], { field }) };
  return { ok: true, cents: reading.ok ? reading.cents : 0 };
}

/** A chosen receipt's problem (shared/imageRules.ts) in the reader's language. */
export function imageProblemText(t: FinanceT, problem: string): string {
  if (problem === IMAGE_TYPE_MESSAGE) return t("image.type");
  if (problem === IMAGE_SIZE_MESSAGE) return t("image.size");
  return problem;
}

/** "Expense", "Income", "Expense (refund)" as the ledger shows an entry's type. */
export function kindText(t: FinanceT, row: { kind: "income" | "expense"; amount_cents: number }): string {
  if (row.amount_cents < 0) return t("kind.refund", { kind: row.kind });
  return row.kind === "expense" ? t("kind.expense") : t("kind.income");
}
