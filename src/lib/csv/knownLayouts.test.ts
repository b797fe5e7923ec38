/**
 * The layouts parishes come from, read whole: each fixture's men arrive with every field the
 * file holds, and every column either lands in a field or is one this app does not keep.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { parseAttendeeCsv, parseAttendeeSheet, type ParsedAttendeeCsv } from "./parseAttendeeCsv";
import { readDelimitedText, readSpreadsheet } from "./readSpreadsheet";

const today = new Date(Date.UTC(2026, 5, 1));
const fixture = (name: string) => new Uint8Array(readFileSync(resolve(process.cwd(), "tests/fixtures/imports", name)));
const parse = (name: string) => parseAttendeeCsv(fixture(name), { attendeeType: "attendee", today });

/** Columns that go nowhere, and why (only "not kept by this app" is acceptable for a known layout). */
function unplaced(parsed: ParsedAttendeeCsv) {
  return parsed.plan.filter((column) => column.target === null && !column.unused).map((column) => column.header);
}

describe("Emaús participant export", () => {
  const parsed = parse("emaus-participantes.csv");

  it("is recognised and every column lands or is one the app does not keep", () => {
    expect(parsed.layout?.id).toBe("emaus");
    expect(unplaced(parsed)).toEqual([]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    const notKept = parsed.plan.filter((column) => column.target === null).map((column) => column.header);
    expect(notKept).toEqual([
      "id", "tipousuario", "apodo", "ocupacion", "medicinaespecial", "medicinahora", "alimentosrestringidos",
      "invitadaporemaus", "notas", "cancelado", "mesa", "habitacion",
    ]);
  });

  it("brings each man with phone, birthday, address, emergency contacts, referral, shirt, health, diet and payment", () => {
    expect(parsed.rows.map((row) => row.payload)).toEqual([
      {
        first_name: "José Luis",
        last_name: "Núñez Peña",
        email: "jose.nunez@example.org",
        attendee_type: "attendee",
        phone_number: "8112345678",
        has_paid: true,
        amount_paid: 1500,
        tshirt_size: "L",
        birthday: "1980-03-05",
        marital_status: "Casado",
        parish: "San José Obrero",
        health_issues: "Metformina 500 mg",
        allergies: "Sin gluten",
        snore: true,
        baptism: true,
        first_communion: true,
        confirmation: false,
        matrimony: true,
        address_line_1: "Av. Hidalgo 123",
        address_line_2: "Centro",
        city: "Monterrey",
        state: "Nuevo León",
        zip_code: "64000",
        country: "México",
        emergency_contact_1_name: "María Peña",
        emergency_contact_1_phone: "8122223333",
        emergency_contact_1_email: "maria.pena@example.org",
        emergency_contact_1_relationship: "Esposa",
        emergency_contact_2_name: "Luis Núñez",
        emergency_contact_2_phone: "8144445555",
        emergency_contact_2_relationship: "Hermano",
        referral_name: "Pedro Salas",
        referral_phone: "8166667777",
        referral_email: "pedro.salas@example.org",
      },
      {
        first_name: "Ramón",
        last_name: "García",
        email: "ramon.garcia@example.org",
        attendee_type: "attendee",
        // No cell phone: the home phone is used.
        phone_number: "8187650000",
        amount_paid: 0,
        tshirt_size: "XL",
        birthday: "1975-12-28",
        marital_status: "Soltero",
        snore: false,
        baptism: true,
        first_communion: true,
        confirmation: true,
        matrimony: false,
        address_line_1: "Calle Morelos 45-B",
        city: "San Pedro",
        state: "Nuevo León",
        zip_code: "64100",
        country: "México",
        emergency_contact_1_name: "Ana García",
        emergency_contact_1_phone: "8111110000",
        emergency_contact_1_relationship: "Madre",
      },
    ]);
  });
});

describe("Emaús participant export as the app writes it (.xlsx, numbers and dates as cells)", () => {
  it("brings the same men as the CSV", async () => {
    const { records } = readDelimitedText(fixture("emaus-participantes.csv"));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Participantes");
    records.forEach((cells, index) => {
      if (index === 0 || cells.every((cell) => cell === "")) return void sheet.addRow(cells);
      sheet.addRow(
        cells.map((cell, column) => {
          if (records[0][column] === "fechapago" && cell !== "") return new Date(`${cell}T00:00:00Z`);
          return /^\d+$/.test(cell) && !records[0][column].startsWith("dircp") ? Number(cell) : cell;
        }),
      );
    });
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const fromXlsx = parseAttendeeSheet(await readSpreadsheet(bytes), { attendeeType: "attendee", today });
    expect(fromXlsx.errors).toEqual([]);
    expect(fromXlsx.rows.map((row) => row.payload)).toEqual(parse("emaus-participantes.csv").rows.map((row) => row.payload));
  });
});

describe("Google Forms responses (Spanish questions)", () => {
  const parsed = parse("google-forms-respuestas.csv");

  it("is recognised by its timestamp and every question lands", () => {
    expect(parsed.layout?.id).toBe("google-forms");
    expect(unplaced(parsed)).toEqual([]);
    expect(parsed.ignoredColumns).toEqual(["Marca temporal"]);
    expect(parsed.errors).toEqual([]);
  });

  it("joins the two surnames, reads Sí/No, Spanish sizes and 'Ninguno' / 'N/A' as nothing", () => {
    expect(parsed.rows.map((row) => row.payload)).toEqual([
      {
        first_name: "Carlos Alberto",
        last_name: "Mendoza Ruiz",
        email: "carlos.mendoza@example.org",
        attendee_type: "attendee",
        phone_number: "5125550101",
        tshirt_size: "XL",
        birthday: "1982-07-19",
        marital_status: "Casado",
        parish: "San Agustín",
        allergies: "Mariscos",
        snore: true,
        sleeps_at_home: false,
        emergency_contact_1_name: "Laura Ruiz",
        emergency_contact_1_phone: "5125550199",
        emergency_contact_1_relationship: "Esposa",
        referral_name: "Jorge Treviño",
      },
      {
        first_name: "Miguel",
        last_name: "Soto",
        email: "miguel.soto@example.org",
        attendee_type: "attendee",
        phone_number: "5125550102",
        tshirt_size: "S",
        birthday: "1990-11-25",
        marital_status: "Soltero",
        parish: "Santa Inés",
        health_issues: "Losartán",
        snore: false,
        sleeps_at_home: true,
        emergency_contact_1_name: "Rosa Soto",
        emergency_contact_1_phone: "5125550188",
        emergency_contact_1_relationship: "Madre",
      },
    ]);
  });
});

describe("Google Forms responses (English questions)", () => {
  const parsed = parse("google-forms-responses.csv");

  it("is recognised by its Timestamp and every question lands", () => {
    expect(parsed.layout?.id).toBe("google-forms");
    expect(unplaced(parsed)).toEqual([]);
    expect(parsed.ignoredColumns).toEqual(["Timestamp"]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
  });

  it("brings each man with every answer", () => {
    expect(parsed.rows.map((row) => row.payload)).toEqual([
      {
        first_name: "Mark",
        last_name: "Ellis",
        email: "mark.ellis@example.org",
        attendee_type: "attendee",
        birthday: "1971-07-04",
        phone_number: "5125550190",
        snore: true,
        tshirt_size: "L",
        allergies: "Shellfish",
        emergency_contact_1_name: "Karen Ellis",
        emergency_contact_1_phone: "5125550191",
        emergency_contact_1_relationship: "Wife",
        referral_name: "Bill Turner",
        parish: "St. Agnes",
      },
      {
        first_name: "Sam",
        last_name: "Ortiz",
        email: "sam.ortiz@example.org",
        attendee_type: "attendee",
        birthday: "1988-11-30",
        phone_number: "5125550192",
        snore: false,
        tshirt_size: "M",
        health_issues: "Asthma (inhaler)",
        emergency_contact_1_name: "Ruth Ortiz",
        emergency_contact_1_phone: "5125550193",
        emergency_contact_1_relationship: "Mother",
        parish: "St. Agnes",
      },
    ]);
  });
});

describe("Planning Center People export", () => {
  const parsed = parse("planning-center-people.csv");

  it("is recognised and every column lands or is one the app does not keep", () => {
    expect(parsed.layout?.id).toBe("planning-center");
    expect(unplaced(parsed)).toEqual([]);
    expect(parsed.errors).toEqual([]);
  });

  it("reads the name people go by, the home address, the mobile phone (home phone when none) and medical notes", () => {
    expect(parsed.rows.map((row) => row.payload)).toEqual([
      {
        first_name: "Tom",
        last_name: "Becker",
        email: "tom.becker@example.org",
        attendee_type: "attendee",
        phone_number: "5125550142",
        birthday: "1978-04-02",
        marital_status: "Married",
        family_number: "991200",
        health_issues: "Type 2 diabetes",
        address_line_1: "1200 Oak Hollow Dr",
        address_line_2: "Apt 4",
        city: "Round Rock",
        state: "TX",
        zip_code: "78664",
      },
      {
        first_name: "Daniel",
        last_name: "O'Connor",
        email: "dan.oconnor@example.org",
        attendee_type: "attendee",
        phone_number: "5125550177",
        birthday: "1990-11-23",
        marital_status: "Single",
        family_number: "991300",
        address_line_1: "77 Elm St",
        city: "Austin",
        state: "TX",
        zip_code: "78701",
      },
    ]);
  });
});
