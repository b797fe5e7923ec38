/** The Excel export in Spanish: sheet, headers, values and file name; the data stays as it is. */
import ExcelJS from "exceljs";
import { expect, test } from "vitest";
import { formatterFor, loadCatalogue } from "../../i18n/namespace";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { buildAttendeeWorkbook, EXPORT_COLUMNS, exportColumns, exportFileName, type ExportAttendee } from "./attendeeExport";
import type { AttendeesT } from "./labels";

async function spanish(): Promise<AttendeesT> {
  const formatter = formatterFor("es", attendeesNs, await loadCatalogue("es", attendeesNs));
  return Object.assign((key: string, values?: Record<string, unknown>) => formatter.format(key, values), { language: "es" as const });
}

const row: ExportAttendee = {
  first_name: "José",
  last_name: "Núñez",
  email: "jose@example.org",
  phone_number: "5551234567",
  attendee_type: "server",
  has_paid: true,
  has_checked_in: false,
  room_name: "Cuarto 101",
  table_name: null,
  snore: true,
  emergency_contact_1_relationship: "Esposa",
  created_at: new Date(2025, 2, 14, 9, 30).getTime(),
};

test("a Spanish export has Spanish headers and values, in the spec's column order", async () => {
  const t = await spanish();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildAttendeeWorkbook([row], t));
  const sheet = workbook.getWorksheet("Participantes")!;
  expect(sheet).toBeDefined();
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers).toHaveLength(EXPORT_COLUMNS.length);
  expect(headers.slice(0, 11)).toEqual([
    "Nombre",
    "Apellido",
    "Correo",
    "Teléfono",
    "Tipo",
    "Estado de pago",
    "Estado de llegada",
    "Cuarto",
    "Mesa",
    "Talla de camiseta",
    "Ronca",
  ]);
  expect(headers).toContain("Contacto de emergencia 1: parentesco");
  expect(headers.at(-1)).toBe("Fecha de creación");
  const values = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(values.slice(0, 11)).toEqual(["José", "Núñez", "jose@example.org", "(555) 123-4567", "Servidor", "Pagado", "No registrado", "Cuarto 101", undefined, undefined, "Sí"]);
  expect(values).toContain("Esposa");
  // The columns are the English ones, in the same order, with the same values' kinds.
  expect(exportColumns(t).map((column) => column.width)).toEqual(EXPORT_COLUMNS.map((column) => column.width));
});

test("a Spanish export's file name says what it holds in Spanish", async () => {
  const t = await spanish();
  const day = new Date(2025, 5, 7);
  expect(exportFileName("all", "", day, t)).toBe("participantes-datos-2025-06-07.xlsx");
  expect(exportFileName("server", "peña", day, t)).toBe("participantes-datos-servidores-busqueda-peña-2025-06-07.xlsx");
  expect(exportFileName("attendee", "", day, t)).toBe("participantes-datos-retirantes-2025-06-07.xlsx");
});
