/** Columns placed by meaning, split and joined fields, staff's choices, and values that mean the same. */
import { describe, expect, it } from "vitest";
import { meaningOfHeader } from "./columnMeaning";
import { readTshirtSize } from "./cellMeaning";
import { parseAttendeeCsv } from "./parseAttendeeCsv";

const utf8 = (text: string) => new TextEncoder().encode(text);
const today = new Date(Date.UTC(2026, 5, 1));
const parse = (text: string, choices = {}) => parseAttendeeCsv(utf8(text), { attendeeType: "attendee", today, choices });
const target = (header: string) => {
  const meaning = meaningOfHeader(header);
  return meaning !== null && "target" in meaning ? meaning.target : meaning;
};

describe("header variants", () => {
  it.each([
    ["telcelular", "phone_number"],
    ["Tel. Celular", "phone_number"],
    ["telcasa", "phone_number_other"],
    ["Home Phone Number", "phone_number_other"],
    ["emerg1nombre", "emergency_contact_1_name"],
    ["emerg1relacion", "emergency_contact_1_relationship"],
    ["emerg1telcelular", "emergency_contact_1_phone"],
    ["emerg2telcasa", "emergency_contact_2_phone_other"],
    ["invitadopor", "referral_name"],
    ["invtelcelular", "referral_phone"],
    ["montopago", "amount_paid"],
    ["fechapago", "has_paid"],
    ["camiseta", "tshirt_size"],
    ["estadocivil", "marital_status"],
    ["dircalle", "address_line_1"],
    ["dirnumero", "street_number"],
    ["dircp", "zip_code"],
    ["dirmunicipio", "city"],
    ["direstado", "state"],
    ["dirpais", "country"],
    ["ronca", "snore"],
    ["medicinacual", "health_issues"],
    ["alimentoscual", "allergies"],
    ["nombre", "first_name"],
    ["apellidos", "last_name"],
    ["Apellido Paterno", "last_name"],
    ["Apellido Materno", "last_name_2"],
    ["Nombre completo", "full_name"],
    ["Name", "full_name"],
    ["dia", "birth_day"],
    ["mes", "birth_month"],
    ["anio", "birth_year"],
    ["Año", "birth_year"],
    ["¿Ronca?", "snore"],
    ["Do you snore?", "snore"],
    ["¿Cuál es tu talla de camiseta?", "tshirt_size"],
    ["Fecha de nacimiento", "birthday"],
    ["What is your email address?", "email"],
    ["Dirección de correo electrónico", "email"],
    ["¿Duerme en casa? (Sí/No)", "sleeps_at_home"],
  ])("%j goes to %s", (header, expected) => {
    expect(target(header)).toBe(expected);
  });

  it("knows columns no attendee field keeps, and cannot tell what a made-up header means", () => {
    expect(meaningOfHeader("tipousuario")).toEqual({ unused: true });
    expect(meaningOfHeader("Marca temporal")).toEqual({ unused: true });
    expect(meaningOfHeader("Color favorito")).toBeNull();
  });
});

describe("fields split or joined across columns", () => {
  it("a full name in one column fills first and last name; 'Last, First' too", () => {
    const parsed = parse('Nombre completo,Correo\nJosé Núñez Peña,jose@example.org\n"Ruiz, Ana",ana@example.org\n');
    expect(parsed.rows.map((row) => [row.payload.first_name, row.payload.last_name])).toEqual([
      ["José", "Núñez Peña"],
      ["Ana", "Ruiz"],
    ]);
  });

  it("a birthday in day / month / year columns, month as a number or a name; a bad one is left empty and listed", () => {
    const parsed = parse("nombre,apellidos,email,dia,mes,anio\nA,B,a@example.org,5,3,1980\nC,D,c@example.org,28,diciembre,1975\nE,F,e@example.org,31,2,1990\n");
    expect(parsed.rows.map((row) => row.payload.birthday)).toEqual(["1980-03-05", "1975-12-28", undefined]);
    expect(parsed.warnings.map((warning) => warning.message)).toEqual(['Row 4: Birthday "31/2/1990": not a date; left empty']);
  });

  it("apellido paterno + materno make the last name; street + number the address; home phone stands in for a missing cell", () => {
    const parsed = parse(
      "Nombre,Apellido Paterno,Apellido Materno,Correo,Calle,Número,Tel celular,Tel casa\n" +
        "Luis,Gómez,Ortiz,luis@example.org,Av. Juárez,45,,(512) 555-0100\n" +
        "Raúl,Vega,,raul@example.org,Calle 5,,(512) 555-0111,(512) 555-0122\n",
    );
    expect(parsed.rows.map((row) => [row.payload.last_name, row.payload.address_line_1, row.payload.phone_number])).toEqual([
      ["Gómez Ortiz", "Av. Juárez 45", "5125550100"],
      ["Vega", "Calle 5", "5125550111"],
    ]);
  });
});

describe("staff's column choices", () => {
  const text = "Nombre,Apellidos,E-mail del participante,Color,Celular\nAna,Ruiz,ana@example.org,Azul,5125550100\n";

  it("a column the import cannot place is listed for staff, and the file cannot be read without an email column", () => {
    const parsed = parseAttendeeCsv(utf8(text), { attendeeType: "attendee", today, incomplete: "report" });
    expect(parsed.missingFields).toEqual(["email"]);
    expect(parsed.rows).toEqual([]);
    expect(parsed.plan.map((column) => [column.header, column.target])).toEqual([
      ["Nombre", "first_name"],
      ["Apellidos", "last_name"],
      ["E-mail del participante", null],
      ["Color", null],
      ["Celular", "phone_number"],
    ]);
  });

  it("staff send a column to a field, or away from one", () => {
    const parsed = parse(text, { 2: "email", 4: null });
    expect(parsed.missingFields).toEqual([]);
    expect(parsed.rows[0].payload).toEqual({ first_name: "Ana", last_name: "Ruiz", email: "ana@example.org", attendee_type: "attendee" });
    expect(parsed.plan.find((column) => column.position === 2)).toMatchObject({ target: "email", source: "staff" });
    expect(parsed.ignoredColumns).toEqual(["Color", "Celular"]);
  });

  it("a staff choice wins over a header naming the same field", () => {
    const parsed = parse("first_name,last_name,email,Correo personal\nA,B,work@example.org,home@example.org\n", { 3: "email" });
    expect(parsed.rows[0].payload.email).toBe("home@example.org");
    expect(parsed.plan[2]).toMatchObject({ target: null, duplicate: true });
  });
});

describe("values that mean the same", () => {
  it.each([
    ["CH", "S"], ["ch", "S"], ["Chica", "S"], ["M", "M"], ["Mediana", "M"], ["G", "L"], ["Grande", "L"],
    ["XG", "XL"], ["Extra Grande", "XL"], ["XXG", "XXL"], ["2XL", "XXL"], ["L", "L"], ["Talla 14", "Talla 14"],
  ])("size %j is %j", (cell, size) => {
    expect(readTshirtSize(cell)).toBe(size);
  });

  it("S/N and Sí/No are yes and no; N/D, N/A and dashes are empty; names are kept as written", () => {
    const parsed = parse("nombre,apellidos,email,ronca,duerme en casa,parroquia,ciudad\nNd,Na,a@example.org,S,No,N/D,—\nB,C,b@example.org,N,Sí,San José,Austin\n");
    expect(parsed.rows.map((row) => row.payload)).toEqual([
      { first_name: "Nd", last_name: "Na", email: "a@example.org", attendee_type: "attendee", snore: true, sleeps_at_home: false },
      {
        first_name: "B",
        last_name: "C",
        email: "b@example.org",
        attendee_type: "attendee",
        snore: false,
        sleeps_at_home: true,
        parish: "San José",
        city: "Austin",
      },
    ]);
  });

  it("a date column written day first (a cell like 25/03/1980) reads every cell day first; otherwise month first", () => {
    const spanish = parse("nombre,apellidos,email,fecha de nacimiento\nA,B,a@example.org,05/03/1980\nC,D,c@example.org,25/12/1975\n");
    expect(spanish.rows.map((row) => row.payload.birthday)).toEqual(["1980-03-05", "1975-12-25"]);
    const us = parse("first_name,last_name,email,birthday\nA,B,a@example.org,05/03/1980\nC,D,c@example.org,12/25/1975\n");
    expect(us.rows.map((row) => row.payload.birthday)).toEqual(["1980-05-03", "1975-12-25"]);
  });

  it("lists, per row, the mapped fields its cells leave empty (what 'Empty cells erase' would clear)", () => {
    const parsed = parse("nombre,apellidos,email,parroquia,ciudad,dia,mes,anio\nA,B,a@example.org,N/D,Austin,,,\n");
    expect(parsed.rows[0].blanks).toEqual(["parish", "birthday"]);
  });
});
