import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { palancasNs } from "../../i18n/namespaces/palancas";
import { renderIn } from "../../i18n/testing";
import { translator } from "../../i18n/useT";
import { PacketSheets } from "./PacketSheets";
import { palancaColumns, palancaExportRows } from "./palancaExport";
import { byNameIn, palancaTotals, summaryText, type Letter, type PalancaMan } from "./palancaSummary";

vi.mock("convex/react", () => ({ useQuery: () => undefined }));

afterEach(cleanup);

const man = (id: string, first_name: string, last_name: string, count: number): PalancaMan => ({ _id: id as Id<"attendees">, first_name, last_name, count });
const letter = (attendee: string, from_name: string, received_date: string): Letter => ({
  _id: `${attendee}${from_name}` as Id<"palancas">,
  attendee_id: attendee as Id<"attendees">,
  from_name,
  relationship: "Esposa",
  received_date,
  notes: null,
});

test("the printed packets in Spanish: cover sheet and packet list", async () => {
  const jose = man("a", "José", "Núñez", 2);
  await renderIn("es", <PacketSheets title="Paquetes de palancas" packets={[{ man: jose, letters: [letter("a", "María", "2027-03-01"), letter("a", "Ana", "2027-03-02")] }]} />);
  expect(screen.getByText("Palancas para")).toBeTruthy();
  expect(screen.getByText("2 cartas de apoyo")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Lista del paquete: José Núñez (2 cartas)");
  expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["✓", "De", "Parentesco", "Recibida", "Notas"]);
  expect(screen.getByText("1 de marzo de 2027")).toBeTruthy();
});

test("the summary and the export's headers in Spanish; names sort as Spanish sorts them", async () => {
  const t = Object.assign(await translator("es", palancasNs), { language: "es" as const });
  const men = [man("a", "Nuria", "Soto", 1), man("b", "Ñaki", "Ruiz", 0), man("c", "Oscar", "Vega", 0)];
  expect(summaryText(palancaTotals(men, 1), t)).toBe("3 retirantes · 1 carta · todavía necesitan cartas: 2");
  expect(palancaColumns(t).map((column) => column.header)).toEqual(["Retirante", "Cartas", "De", "Parentesco", "Recibida", "Notas"]);
  expect(palancaExportRows(men, [], byNameIn("es")).map((row) => row.man.first_name)).toEqual(["Nuria", "Ñaki", "Oscar"]);
  // English stays the spec's words.
  expect(summaryText(palancaTotals(men, 1))).toBe("3 retreatants · 1 letter · 2 still need letters");
  expect(palancaColumns().map((column) => column.header)).toEqual(["Retreatant", "Letters", "From", "Relationship", "Received", "Notes"]);
});
