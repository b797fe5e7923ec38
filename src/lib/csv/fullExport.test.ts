/** Export everything → import: every field of every man comes back equal, from .xlsx and from CSV. */
import { describe, expect, it } from "vitest";
import { FIELD_LABELS } from "../../../convex/shared/attendeeRules";
import { IMPORT_FIELDS } from "../../../convex/shared/importRow";
import { formatterFor, loadCatalogue } from "../../i18n/namespace";
import { importHeadersNs } from "../../i18n/namespaces/importHeaders";
import { meaningOfHeader } from "./columnMeaning";
import { buildFullCsv, buildFullWorkbook, fullExportHeaders, type ExportTexts, type FullRecord } from "./fullExport";
import { parseAttendeeSheet } from "./parseAttendeeCsv";
import { readSpreadsheet } from "./readSpreadsheet";

const today = new Date(Date.UTC(2026, 5, 1));

const everything: FullRecord = {
  attendee_type: "attendee",
  first_name: "José María",
  last_name: "Núñez de la Peña",
  email: "jose@example.org",
  phone_number: "5125550101",
  has_paid: true,
  amount_paid: 150.5,
  cost_of_retreat: 300,
  donations: 25,
  admin_fees: -10,
  palancas_amount: 12.25,
  tshirt_size: "XL",
  birthday: "1980-03-05",
  marital_status: "Casado",
  parish: "San José",
  family_number: "F-12",
  health_issues: "-Diabetes; insulina 8:00",
  allergies: "Nueces, mariscos",
  known_servers: "Pedro Salas; Juan Ruiz",
  snore: true,
  baptism: true,
  first_communion: true,
  confirmation: false,
  matrimony: true,
  st_agnes_parishioner: false,
  sleeps_at_home: false,
  address_line_1: "Av. Hidalgo 123",
  address_line_2: "Depto 4",
  city: "Monterrey",
  state: "Nuevo León",
  zip_code: "64000",
  country: "México",
  emergency_contact_1_name: "María Peña",
  emergency_contact_1_phone: "8122223333",
  emergency_contact_1_email: "maria@example.org",
  emergency_contact_1_relationship: "Esposa",
  emergency_contact_2_name: "Luis Núñez",
  emergency_contact_2_phone: "8144445555",
  emergency_contact_2_email: "luis@example.org",
  emergency_contact_2_relationship: "Hermano",
  referral_name: "Pedro Salas",
  referral_phone: "8166667777",
  referral_email: "pedro@example.org",
  referral_relationship: "Amigo",
};
const sparse: FullRecord = { attendee_type: "attendee", first_name: "Ana", last_name: "Ruiz", email: "ana@example.org", phone_number: null, has_paid: false, snore: false, sleeps_at_home: true };

/** What the import's payload should hold for a stored man: his fields, less the ones left empty. */
function expected(record: FullRecord) {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));
}

describe("export everything", () => {
  it("names every field with a header the import places back on that field", () => {
    for (const field of IMPORT_FIELDS) {
      expect([field, meaningOfHeader(FIELD_LABELS[field])]).toEqual([field, { target: field }]);
    }
  });

  it.each([
    ["xlsx", async (records: FullRecord[]) => new Uint8Array(await buildFullWorkbook(records))],
    ["csv", async (records: FullRecord[]) => new TextEncoder().encode(buildFullCsv(records))],
  ])("a round trip through %s loses nothing", async (_format, build) => {
    const bytes = await build([everything, sparse]);
    const parsed = parseAttendeeSheet(await readSpreadsheet(bytes), { attendeeType: "attendee", today });
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.ignoredColumns).toEqual(["Type"]);
    expect(parsed.rows.map((row) => row.payload)).toEqual([expected(everything), expected(sparse)]);
  });
});

/** The export's words as a Spanish-speaking user gets them (the catalogue fetched as the app does). */
async function spanish(): Promise<ExportTexts> {
  const formatter = formatterFor("es", importHeadersNs, await loadCatalogue("es", importHeadersNs));
  return (key) => formatter.format(key);
}

describe("export everything in Spanish", () => {
  it("writes Spanish headers, each placed back on its field by the import", async () => {
    const t = await spanish();
    const headers = fullExportHeaders(t);
    expect(headers.slice(0, 5)).toEqual(["Tipo", "Nombre", "Apellido", "Correo", "Teléfono"]);
    for (const [index, field] of IMPORT_FIELDS.entries()) {
      expect(headers[index + 1]).not.toBe(FIELD_LABELS[field]);
      expect([headers[index + 1], meaningOfHeader(headers[index + 1])]).toEqual([headers[index + 1], { target: field }]);
    }
    // The English export still reads back the same way.
    expect(fullExportHeaders().slice(0, 2)).toEqual(["Type", "First Name"]);
  });

  it.each([
    ["xlsx", async (records: FullRecord[], t: ExportTexts) => new Uint8Array(await buildFullWorkbook(records, t))],
    ["csv", async (records: FullRecord[], t: ExportTexts) => new TextEncoder().encode(buildFullCsv(records, t))],
  ])("a Spanish %s export round-trips through the import", async (format, build) => {
    const t = await spanish();
    const bytes = await build([everything, { ...sparse, attendee_type: "server" }], t);
    const sheet = await readSpreadsheet(bytes);
    if (format === "xlsx") expect(sheet.source.sheetName).toBe("Participantes");
    expect(sheet.records[0][0]).toBe("Tipo");
    expect(sheet.records.slice(1, 3).map((cells) => cells[0])).toEqual(["Retirante", "Servidor"]);
    // "Sí" / "No" cells, not "Yes" / "No".
    expect(sheet.records[1][fullExportHeaders(t).indexOf("Ronca")]).toBe("Sí");
    const parsed = parseAttendeeSheet(sheet, { attendeeType: "attendee", today });
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.ignoredColumns).toEqual(["Tipo"]);
    expect(parsed.rows.map((row) => row.payload)).toEqual([expected(everything), expected({ ...sparse, attendee_type: "attendee" })]);
  });
});
