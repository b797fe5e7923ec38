import { cleanup, screen } from "@testing-library/react";
import { useMemo } from "react";
import { afterEach, describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { reportsNs } from "../../i18n/namespaces/reports";
import { renderIn } from "../../i18n/testing";
import { translator, useT } from "../../i18n/useT";
import { REPORTS } from "./reportDefinitions";
import { reportFileName } from "./reportExport";
import { cellText } from "./reportHelpers";
import { ReportPrintTable, ReportTable } from "./ReportTable";
import type { ReportData, ReportRow, ReportWords } from "./reportTypes";

afterEach(cleanup);

const man = (id: string, first: string, last: string, extra: Partial<ReportRow> = {}) =>
  ({
    _id: id as Id<"attendees">,
    first_name: first,
    last_name: last,
    email: `${id}@example.org`,
    phone_number: null,
    attendee_type: "attendee",
    has_paid: false,
    has_checked_in: false,
    checked_in_at: null,
    cost_of_retreat: null,
    amount_paid: null,
    donations: null,
    admin_fees: null,
    room_id: null,
    room_name: null,
    table_name: null,
    tshirt_size: null,
    baptism: true,
    first_communion: true,
    confirmation: null,
    snore: false,
    sleeps_at_home: false,
    ...extra,
  }) as ReportRow;

const data: ReportData = {
  rows: [
    man("a", "Ñoño", "Núñez", { cost_of_retreat: 250, amount_paid: 250, has_paid: true, room_id: "r1" as Id<"rooms">, snore: true }),
    man("b", "Iñigo", "Nuñez", { attendee_type: "server", cost_of_retreat: 1250, amount_paid: 100, tshirt_size: "m" }),
    man("c", "Ana", "Nava"),
  ],
  places: { rooms: [{ _id: "r1" as Id<"rooms">, name: "Cuarto 1", room_type: "retreatant", capacity: 2 }, { _id: "r2" as Id<"rooms">, name: "Cuarto 2", room_type: "server", capacity: 2 }], tables: [] },
};

async function spanish(): Promise<ReportWords> {
  return { t: await translator("es", reportsNs), language: "es" };
}
const build = async (id: string) => REPORTS.find((r) => r.id === id)!.build(data, await spanish());

describe("reports in Spanish", () => {
  test("payments: Spanish headers, values and totals, money as dollars", async () => {
    const report = await build("payments");
    expect(report.title).toBe("Pagos");
    expect(report.columns.map((c) => c.header)).toEqual(["Nombre", "Tipo", "Costo del retiro", "Monto pagado", "Donativos", "Cuotas administrativas", "Saldo", "Estado"]);
    const words = await spanish();
    const texts = report.cells.map((cells) => cells.map((cell, i) => cellText(cell, report.columns[i].kind, words)));
    // Spanish name order: Nuñez and Núñez are one name (accents folded), then Iñigo before Ñoño (ñ after n).
    expect(texts.map((cells) => cells[0])).toEqual(["Ana Nava", "Iñigo Nuñez", "Ñoño Núñez"]);
    expect(texts[2].slice(1)).toEqual(["Retirante", "$250.00", "$250.00", "", "", "$0.00", "Pagado"]);
    expect(texts[1].slice(1, 3)).toEqual(["Servidor", "$1,250.00"]);
    expect(texts[1][7]).toBe("Sin pagar");
    expect(report.totals).toEqual([
      "Pagado: 1 · Sin pagar: 2",
      "Costo total $1,500.00 · pagado $350.00 · donativos $0.00 · cuotas administrativas $0.00 · saldo $1,150.00",
    ]);
    expect(reportFileName(report, new Date(2027, 2, 5))).toBe("informe-pagos-2027-03-05.xlsx");
  });

  test("counts take Spanish plurals; sizes, rooms and sacraments read in Spanish", async () => {
    expect((await build("roster")).totals).toEqual(["3 hombres"]);
    expect((await build("snorers")).totals).toEqual(["1 roncador"]);
    expect((await build("rooms")).totals).toEqual(["1 hombre en 2 cuartos"]);
    const rooms = await build("rooms");
    expect(rooms.cells.map((cells) => cells.slice(1, 2).concat(cells.slice(3)))).toEqual([
      ["Retirante", "Ñoño Núñez (R)"],
      ["Servidor", "(vacío)"],
    ]);
    const sizes = await build("tshirts");
    expect(sizes.cells.map((cells) => cells[0])).toEqual(["M", "Sin talla"]);
    const sacraments = await build("sacraments");
    expect(sacraments.cells[0].slice(2)).toEqual(["Sí", "Sí", "Sin respuesta"]);
  });

  test("English stays the spec's words", () => {
    const report = REPORTS.find((r) => r.id === "payments")!.build(data);
    expect(report.totals[0]).toBe("Paid: 1 · Unpaid: 2");
    expect(reportFileName(report, new Date(2027, 2, 5))).toBe("report-payments-2027-03-05.xlsx");
  });
});

function Shown({ id, print }: { id: string; print?: boolean }) {
  const t = useT(reportsNs);
  const words = useMemo(() => ({ t, language: t.language }), [t]);
  const report = REPORTS.find((r) => r.id === id)!.build({ rows: [], places: data.places }, words);
  return print ? <ReportPrintTable report={report} words={words} /> : <ReportTable report={report} words={words} />;
}

test("the report's table on screen and on paper render in Spanish", async () => {
  await renderIn("es", <Shown id="check-in" />);
  expect(screen.getByRole("table", { name: "Estado de la recepción" })).toBeTruthy();
  expect(screen.getByRole("columnheader", { name: "Hora de llegada" })).toBeTruthy();
  expect(screen.getByText("No hay nadie en la lista.")).toBeTruthy();
  cleanup();
  await renderIn("es", <Shown id="check-in" print />);
  expect(screen.getByText("Quién ha llegado, cuándo y quién registró su llegada; primero los que aún faltan.")).toBeTruthy();
  expect(screen.getByText("0 de 0 han llegado")).toBeTruthy();
});
