import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { SETTING_DEFAULTS } from "../../../convex/shared/settings";
// The English formula on the screen is held to the server's own words, so the test reads them where the server writes them.
// eslint-disable-next-line no-restricted-imports
import { houseCost } from "../../../convex/model/houseCost";
import { financeNs } from "../../i18n/namespaces/finance";
import { renderIn } from "../../i18n/testing";
import { translator } from "../../i18n/useT";
import { EntryDialog } from "./EntryDialog";
import { financeColumns, financeRows } from "./financeExport";
import { englishFinance, houseFormula, type FinanceT } from "./financeText";
import type { FinanceSummary, LedgerRow } from "./financeTypes";
import { FinanceOverview } from "./FinanceOverview";
import { ScholarshipDialog } from "./ScholarshipDialog";

afterEach(cleanup);

const totals = (men: number, atHome: number, extra: Record<string, number> = {}) => ({
  men, at_home: atHome, paid_cents: 0, cost_cents: 0, donations_cents: 0, admin_fees_cents: 0, palancas_cents: 0,
  owed_cents: 0, owing_men: 0, scholarship_men: 0, scholarship_cents: 0, ...extra,
});
const byType = { attendee: totals(40, 2, { paid_cents: 1_000_000 }), server: totals(12, 0, { paid_cents: 50_000 }) };
const settings = (extra: Partial<Record<keyof typeof SETTING_DEFAULTS, string>>): Record<keyof typeof SETTING_DEFAULTS, string> => ({ ...SETTING_DEFAULTS, ...extra });

async function spanish(): Promise<FinanceT> {
  return Object.assign(await translator("es", financeNs), { language: "es" as const });
}

describe("the house cost formula", () => {
  test("in English it is the server's own sentence, whichever the method", () => {
    for (const extra of [
      {} as Record<string, string>,
      { house_cost_calculation_method: "per_meal", retreat_daily_schedule: JSON.stringify({ "2027-03-05": { start: "07:00", end: "20:00" } }) },
      { house_cost_enabled: "false" },
    ]) {
      const house = houseCost(settings(extra), byType);
      expect(houseFormula(englishFinance, house)).toBe(house.formula);
    }
  });

  test("in Spanish", async () => {
    const t = await spanish();
    expect(houseFormula(t, houseCost(settings({}), byType))).toBe("50 duermen ahí × $200.00 + 2 en casa × $50.00 = $10,100.00");
    expect(houseFormula(t, houseCost(settings({ house_cost_enabled: "false" }), byType))).toBe("El costo de la casa está desactivado en Configuración.");
  });
});

const summary = (house = houseCost(settings({}), byType)) =>
  ({
    byType,
    fromAttendees: { paid: 1_050_000, donations: 0, adminFees: 0, palancas: 0 },
    attendeeIncomeCents: 1_050_000,
    ledger: { incomeCents: 5000, incomeRefundCents: 0, expenseCents: 1000, expenseRefundCents: 0, expenses: 1, incomes: 1 },
    incomeCents: 1_055_000,
    expenseCents: 1000,
    houseCost: house,
    balanceCents: 1_055_000 - 1000 - house.cents,
    owed: { cents: 30000, men: 2 },
    scholarships: { cents: 10000, men: 1 },
    expectedCostCents: 0,
  }) as FinanceSummary;

test("the overview reads in Spanish: figures, the formula, meals and what is owed", async () => {
  const perMeal = houseCost(
    settings({ house_cost_calculation_method: "per_meal", retreat_daily_schedule: JSON.stringify({ "2027-03-05": { start: "07:00", end: "13:00" } }) }),
    byType,
  );
  await renderIn("es", <FinanceOverview summary={summary(perMeal)} />);
  for (const text of ["Ingresos", "Gastos", "Costo de la casa", "Saldo", "Ingresos − gastos − costo de la casa", "1 movimiento", "Retirantes", "Servidores"]) {
    expect(screen.getByText(text)).toBeTruthy();
  }
  expect(screen.getByText("Por comida: 2 comidas × 52 hombres × $10.00 = $1,040.00")).toBeTruthy();
  expect(screen.getByText(/2027-03-05 desayuno, comida$/)).toBeTruthy();
  expect(screen.getByRole("table", { name: "Ingresos de los participantes" })).toBeTruthy();
  expect(screen.getByTestId("owed-total").textContent).toBe("Saldo pendiente: $300.00 de 2 hombres · becas $100.00 para 1 hombre");
});

test("the scholarship dialog checks in Spanish", async () => {
  await renderIn("es", <ScholarshipDialog man={{ name: "Raúl Peña", cost_cents: 30000, paid_cents: 0 }} onClose={() => undefined} onSubmit={async () => true} />);
  expect(screen.getByRole("heading", { name: "Beca para Raúl Peña" })).toBeTruthy();
  expect(screen.getByText("Costo del retiro: $300.00 · pagado $0.00")).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Costo reducido/), { target: { value: "abc" } });
  fireEvent.click(screen.getByRole("button", { name: "Guardar beca" }));
  expect(await screen.findByText("El costo reducido debe ser un número, como 12.50.")).toBeTruthy();
  expect(screen.getByText("Escribe quién otorgó la beca.")).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Costo reducido/), { target: { value: "300" } });
  fireEvent.click(screen.getByRole("button", { name: "Guardar beca" }));
  expect(await screen.findByText("El costo reducido debe ser menor que su costo del retiro ($300.00).")).toBeTruthy();
});

test("an entry's amount is checked in Spanish, with the hint about refunds", async () => {
  await renderIn("es", <EntryDialog kind="expense" onClose={() => undefined} onSubmit={async () => true} />);
  expect(screen.getByRole("heading", { name: "Agregar gasto" })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Monto/), { target: { value: "-5" } });
  fireEvent.change(screen.getByLabelText(/Categoría/), { target: { value: " " } });
  fireEvent.click(screen.getByRole("button", { name: "Agregar gasto" }));
  expect(await screen.findByText("El monto no puede ser negativo. Activa Reembolso o corrección para registrar un reembolso.")).toBeTruthy();
  expect(screen.getByText("Escribe una categoría.")).toBeTruthy();
});

test("the Excel file's headers and rows in Spanish", async () => {
  const t = await spanish();
  expect(financeColumns(t).map((c) => c.header)).toEqual(["Fecha", "Tipo", "Categoría", "Descripción", "Pagado por / Otorgada por", "Monto"]);
  const refund = { _id: "e1", kind: "expense", date: "2027-03-05", category: "Comida", description: "", amount_cents: -1200, paid_by: "", receipt_url: null, created_at: 0 } as unknown as LedgerRow;
  const rows = financeRows(summary(), [refund], [], t);
  expect(rows[0]).toMatchObject({ type: "Gasto (reembolso)", amount: 12 });
  expect(rows.find((r) => r.category === "Monto pagado")).toMatchObject({ type: "Ingresos de participantes", description: "Retirantes (40 hombres)" });
  expect(rows.at(-1)).toMatchObject({ type: "Costo de la casa", category: "por retiro" });
});

test("in English the overview is the spec's words", async () => {
  await renderIn("en", <FinanceOverview summary={summary()} />);
  expect(screen.getByTestId("owed-total").textContent).toBe("Still owed: $300.00 from 2 men · scholarships $100.00 for 1 man");
  expect(screen.getByText("Per retreat: 50 sleeping × $200.00 + 2 at home × $50.00 = $10,100.00")).toBeTruthy();
  expect(screen.getByText("Attendees $10,500.00 · other $50.00")).toBeTruthy();
  expect(screen.getByText("1 entries")).toBeTruthy();
});
