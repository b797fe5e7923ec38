import { describe, expect, it } from "vitest";
import { parseAttendeeCsv } from "./parseAttendeeCsv";
import { CsvImportError } from "./messages";
import { LATIN1_REGISTRATION_NAMES, latin1Registrations } from "../../../tests/fixtures/registrationsLatin1";

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** ISO-8859-1: one byte per character, as Excel on Windows saves "CSV (Comma delimited)". */
const latin1 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

const today = new Date(Date.UTC(2025, 5, 1));
const retreatants = (bytes: Uint8Array) => parseAttendeeCsv(bytes, { attendeeType: "attendee", today });
const servers = (bytes: Uint8Array) => parseAttendeeCsv(bytes, { attendeeType: "server", today });

function refusal(parse: () => unknown): { title: string; description: string } {
  try {
    parse();
  } catch (error) {
    if (error instanceof CsvImportError) return { title: error.title, description: error.description };
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("reading the file", () => {
  it("reads UTF-8 with a byte order mark without keeping the mark in the first header", () => {
    const parsed = retreatants(withBom("first_name,last_name,email\nJosé,Núñez,jose@example.org\n"));
    expect(parsed.encoding).toBe("UTF-8");
    expect(parsed.ignoredColumns).toEqual([]);
    expect(parsed.rows[0].payload).toMatchObject({ first_name: "José", last_name: "Núñez", email: "jose@example.org" });
  });

  it("falls back to ISO-8859-1 / Windows-1252 and keeps the accents", () => {
    const parsed = retreatants(latin1("Nombre,Apellido,Correo,Parroquia\nJosé,Núñez,JOSE@EXAMPLE.ORG,Peña Blanca\n"));
    expect(parsed.encoding).toBe("Windows-1252");
    expect(parsed.rows[0].payload).toMatchObject({
      first_name: "José",
      last_name: "Núñez",
      email: "jose@example.org",
      parish: "Peña Blanca",
    });
  });

  it("reads UTF-16 with a byte order mark (Excel's Unicode text)", () => {
    const text = "first_name,last_name,email\nRamón,Peña,ramon@example.org\n";
    const body = new Uint8Array(text.length * 2);
    [...text].forEach((char, i) => {
      body[i * 2] = char.charCodeAt(0) & 0xff;
      body[i * 2 + 1] = char.charCodeAt(0) >> 8;
    });
    const parsed = retreatants(new Uint8Array([0xff, 0xfe, ...body]));
    expect(parsed.encoding).toBe("UTF-16");
    expect(parsed.rows[0].payload.last_name).toBe("Peña");
  });

  it("refuses binary garbage with the encoding message", () => {
    const garbage = Uint8Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256);
    expect(refusal(() => retreatants(garbage))).toEqual({
      title: "Encoding issue detected",
      description: "Failed to read CSV file. Please save your CSV as UTF-8 encoded.",
    });
  });

  it("tells the user an Excel workbook is not a CSV file", () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    const { title, description } = refusal(() => retreatants(xlsx));
    expect(title).toBe("Invalid CSV Data");
    expect(description).toMatch(/Excel workbook/);
  });

  it("refuses an empty file", () => {
    expect(refusal(() => retreatants(utf8("")))).toEqual({ title: "Invalid CSV Data", description: "The file is empty." });
    expect(refusal(() => retreatants(utf8(" \n\n")))).toEqual({ title: "Invalid CSV Data", description: "The file is empty." });
  });

  it("refuses a header without rows", () => {
    expect(refusal(() => retreatants(utf8("first_name,last_name,email\n,,\n")))).toEqual({
      title: "Invalid CSV Data",
      description: "The file needs a header row and at least one data row.",
    });
  });

  it("refuses a file over 10 MB before reading it", () => {
    const big = new Uint8Array(20 * 1024 * 1024).fill(0x61);
    const { title, description } = refusal(() => retreatants(big));
    expect(title).toBe("Invalid CSV Data");
    expect(description).toMatch(/^The file is 20\.0 MB; the largest file the import reads is 10 MB/);
  });

  it("refuses a file with 5,000 columns", () => {
    const header = ["first_name", "last_name", "email", ...Array.from({ length: 4997 }, (_, i) => `extra${i}`)];
    const { description } = refusal(() => retreatants(utf8(`${header.join(",")}\nA,B,a@b.org\n`)));
    expect(description).toMatch(/^The file has 5000 columns/);
  });

  it("refuses a header without the required columns and names them", () => {
    const { title, description } = refusal(() => retreatants(utf8("nickname,phone\nJuan,5551234567\n")));
    expect(title).toBe("Invalid CSV Data");
    expect(description).toMatch(/First Name, Last Name, Email/);
    // A "Name" column is a full name: it fills both names, so only the email is missing.
    expect(refusal(() => retreatants(utf8("name,phone\nJuan Pérez,5551234567\n"))).description).toMatch(/no Email column/);
  });

  it("refuses a quote that is never closed", () => {
    const { description } = refusal(() => retreatants(utf8('first_name,last_name,email\nA,"B,a@b.org\nC,D,c@d.org\n')));
    expect(description).toMatch(/Row 2 opens a quote that is never closed/);
  });
});

describe("separators and quoting", () => {
  it("uses semicolons when the header has more of them than commas", () => {
    const parsed = retreatants(utf8("first_name;last_name;email;address_line_1\nJuan;Peña;juan@example.org;12 Main St, Apt 4\n"));
    expect(parsed.separator).toBe(";");
    expect(parsed.rows[0].payload.address_line_1).toBe("12 Main St, Apt 4");
  });

  it("uses commas otherwise", () => {
    expect(retreatants(utf8("first_name,last_name,email\nA,B,a@b.org\n")).separator).toBe(",");
  });

  it("keeps commas, quotes and line breaks inside quoted fields", () => {
    const text = 'first_name,last_name,email,health_issues,allergies\n"Juan, Jr.",Pérez,juan@example.org,"Diabetes\nHigh blood pressure","Says ""none"""\nLuis,Gómez,luis@example.org,,\n';
    const parsed = retreatants(utf8(text));
    expect(parsed.rows.map((row) => row.row)).toEqual([2, 3]);
    expect(parsed.rows[0].payload).toMatchObject({
      first_name: "Juan, Jr.",
      health_issues: "Diabetes\nHigh blood pressure",
      allergies: 'Says "none"',
    });
  });

  it("ignores the trailing empty columns and blank rows spreadsheets add", () => {
    const text = "first_name,last_name,email,,,\r\nA,B,a@b.org,,,\r\n,,,,,\r\nC,D,c@d.org,,,\r\n,,,,,\r\n";
    const parsed = retreatants(utf8(text));
    expect(parsed.ignoredColumns).toEqual([]);
    expect(parsed.rows.map((row) => [row.row, row.payload.email])).toEqual([
      [2, "a@b.org"],
      [4, "c@d.org"],
    ]);
    expect(parsed.dataRowCount).toBe(2);
  });
});

describe("headers", () => {
  it("matches headers regardless of case, accents, spaces and underscores, and reports unknown ones", () => {
    const parsed = retreatants(utf8("FIRST NAME,Last-Name, E-mail ,T-Shirt Size,Favourite Colour\nA,B,a@b.org,XL,blue\n"));
    expect(parsed.rows[0].payload).toMatchObject({ first_name: "A", last_name: "B", email: "a@b.org", tshirt_size: "XL" });
    expect(parsed.ignoredColumns).toEqual(["Favourite Colour"]);
  });

  it("reads Spanish headers", () => {
    const header = "Nombre;Apellidos;Correo electrónico;Teléfono;Parroquia;Talla;Fecha de nacimiento;Estado civil;Alergias;Ciudad;Código postal;País";
    const row = "Ramón;Peña;ramon@example.org;(555) 123-4567;San José;L;5/3/1980;Casado;Nueces;Austin;78701;México";
    const parsed = retreatants(utf8(`${header}\n${row}\n`));
    expect(parsed.ignoredColumns).toEqual([]);
    expect(parsed.rows[0].payload).toMatchObject({
      first_name: "Ramón",
      last_name: "Peña",
      email: "ramon@example.org",
      phone_number: "5551234567",
      parish: "San José",
      tshirt_size: "L",
      birthday: "1980-05-03",
      marital_status: "Casado",
      allergies: "Nueces",
      city: "Austin",
      zip_code: "78701",
      country: "México",
    });
  });

  it.each(["Snores", "snoring", "Ronca", "RONQUIDOS", "snore"])("maps %j to snore", (header) => {
    const parsed = retreatants(utf8(`first_name,last_name,email,${header}\nA,B,a@b.org,sí\n`));
    expect(parsed.rows[0].payload.snore).toBe(true);
  });

  it.each([
    ["Retreat Cost", "cost_of_retreat"],
    ["Admin Fee", "admin_fees"],
    ["Admin Fees", "admin_fees"],
  ])("maps %j to %s", (header, field) => {
    const parsed = retreatants(utf8(`first_name,last_name,email,${header}\nA,B,a@b.org,$150\n`));
    expect(parsed.rows[0].payload).toMatchObject({ [field]: 150 });
  });

  it("ignores columns whose name is blank, even when they hold values", () => {
    const parsed = retreatants(utf8("first_name,,last_name,email,  \nA,junk,B,a@b.org,more junk\n"));
    expect(parsed.ignoredColumns).toEqual([]);
    expect(Object.keys(parsed.rows[0].values).sort()).toEqual(["email", "first_name", "last_name"]);
  });

  it("reads only the first of two columns naming the same field", () => {
    const parsed = retreatants(utf8("first_name,last_name,email,Email\nA,B,a@b.org,other@b.org\n"));
    expect(parsed.rows[0].payload.email).toBe("a@b.org");
    expect(parsed.ignoredColumns).toEqual(["Email"]);
  });
});

describe("fallback positions", () => {
  const header = (width: number, names: Record<number, string>) =>
    Array.from({ length: width }, (_, i) => names[i] ?? `Question ${i + 1}`).join(",");
  const row = (width: number, cells: Record<number, string>) =>
    Array.from({ length: width }, (_, i) => cells[i] ?? "").join(",");
  const identity = { 0: "first_name", 1: "last_name", 2: "email" };
  const person = { 0: "Ana", 1: "Ruiz", 2: "ana@example.org" };

  it("reads amount paid from column 39 of a retreatant export", () => {
    const text = `${header(45, identity)}\n${row(45, { ...person, 39: "$125.00" })}\n`;
    const parsed = retreatants(utf8(text));
    expect(parsed.rows[0].payload).toMatchObject({ amount_paid: 125, has_paid: true });
    expect(parsed.columns).toContainEqual({ position: 39, header: "Question 40", field: "amount_paid", byPosition: true });
    expect(parsed.ignoredColumns).not.toContain("Question 40");
  });

  it("reads amount paid from column 65 and snore from column 22 of a server export", () => {
    const text = `${header(70, identity)}\n${row(70, { ...person, 22: "Yes", 39: "999", 65: "80" })}\n`;
    const parsed = servers(utf8(text));
    expect(parsed.rows[0].payload).toMatchObject({ amount_paid: 80, snore: true, attendee_type: "server" });
  });

  it("prefers a named column over the fixed position", () => {
    const text = `${header(45, { ...identity, 5: "Amount Paid" })}\n${row(45, { ...person, 5: "50", 39: "125" })}\n`;
    expect(retreatants(utf8(text)).rows[0].payload.amount_paid).toBe(50);
  });

  it("does not read a position beyond the last column", () => {
    const parsed = retreatants(utf8("first_name,last_name,email\nA,B,a@b.org\n"));
    expect(parsed.rows[0].payload.amount_paid).toBeUndefined();
  });
});

describe("rows", () => {
  it("lower-cases emails and sets the type from the upload", () => {
    const parsed = servers(utf8("first_name,last_name,email\nA,B,  Ana.Ruiz@Example.ORG \n"));
    expect(parsed.rows[0].payload).toMatchObject({ email: "ana.ruiz@example.org", attendee_type: "server" });
  });

  it("rejects a row missing a required field and keeps the others", () => {
    const parsed = retreatants(utf8("first_name,last_name,email\nA,,a@b.org\nC,D,c@d.org\n,,e@f.org\n"));
    expect(parsed.rows.map((row) => row.payload.email)).toEqual(["c@d.org"]);
    expect(parsed.errors).toEqual([
      { row: 2, message: "Row 2: Missing required fields... (Last Name)" },
      { row: 4, message: "Row 4: Missing required fields... (First Name, Last Name)" },
    ]);
  });

  it("rejects a row whose email or name the attendee form would refuse, with the form's reason", () => {
    const parsed = retreatants(utf8(`first_name,last_name,email,phone_number\nA,B,not-an-email,\nC,${"x".repeat(51)},c@d.org,\n`));
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors.map((error) => error.message)).toEqual([
      "Row 2: Email: Please enter a valid email address",
      "Row 3: Last Name: Maximum 50 characters allowed",
    ]);
  });

  it("keeps a row whose optional cell the form would refuse, leaving that cell empty with a warning naming it", () => {
    const text = `first_name,last_name,email,phone_number,tshirt_size,referral_email\nE,F,e@f.org,12,${"L".repeat(256)},nope\n`;
    const parsed = retreatants(utf8(text));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0].payload).toEqual({ first_name: "E", last_name: "F", email: "e@f.org", attendee_type: "attendee" });
    expect(parsed.warnings.map((warning) => warning.message)).toEqual([
      'Row 2: Phone "12": Please enter a valid phone number; left empty',
      `Row 2: T-Shirt Size "${"L".repeat(40)}…": Text must be 255 characters or less; left empty`,
      'Row 2: Referral Email "nope": Please enter a valid email address; left empty',
    ]);
  });

  it("leaves a formula cell empty instead of importing the formula text", () => {
    const parsed = retreatants(utf8('first_name,last_name,email,parish\nA,B,a@b.org,"=HYPERLINK(""http://x"",""St Agnes"")"\nC,D,c@d.org,St Agnes\n'));
    expect(parsed.rows.map((row) => row.row)).toEqual([2, 3]);
    expect(parsed.rows[0].payload.parish).toBeUndefined();
    expect(parsed.warnings).toEqual([
      { row: 2, message: "Row 2: Parish holds a spreadsheet formula instead of a value; left empty. Export the sheet with values only." },
    ]);
  });

  it("leaves unreadable numbers, dates and yes/no cells empty, by row, and keeps the men", () => {
    const parsed = retreatants(utf8("first_name,last_name,email,amount_paid,birthday,snore\nA,B,a@b.org,lots,,\nC,D,c@d.org,,someday,maybe\n"));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((row) => row.payload.email)).toEqual(["a@b.org", "c@d.org"]);
    expect(parsed.warnings.map((warning) => warning.message)).toEqual([
      'Row 2: Amount Paid "lots": not a number; left empty',
      'Row 3: Birthday "someday": not a date; left empty',
      'Row 3: Snores "maybe": not yes or no; left empty',
    ]);
  });

  it("reads negative amounts (refunds, corrections) as money, in parentheses or with a minus", () => {
    const parsed = retreatants(utf8('first_name,last_name,email,amount_paid,donations\nA,B,a@b.org,(50),"($1,025.50)"\nC,D,c@d.org,-75,\n'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows.map((row) => [row.payload.amount_paid, row.payload.donations, row.payload.has_paid])).toEqual([
      [-50, -1025.5, undefined],
      [-75, undefined, undefined],
    ]);
  });

  it("reads every number form", () => {
    const parsed = retreatants(
      utf8('first_name,last_name,email,amount_paid,cost_of_retreat,donations,admin_fees\nA,B,a@b.org,"$1,250.50",$300,"1,000",25\n'),
    );
    expect(parsed.rows[0].payload).toMatchObject({ amount_paid: 1250.5, cost_of_retreat: 300, donations: 1000, admin_fees: 25 });
  });

  it("marks paid when the paid cell is non-empty or the amount paid is above 0", () => {
    const text = "first_name,last_name,email,has_paid,amount_paid\nA,B,a@b.org,Paid,\nC,D,c@d.org,,$10\nE,F,e@f.org,,0\nG,H,g@h.org,no,\n";
    const payloads = retreatants(utf8(text)).rows.map((row) => row.payload.has_paid);
    expect(payloads).toEqual([true, true, undefined, false]);
  });

  it("reads every boolean form in flag columns", () => {
    const forms = ["true", "yes", "y", "1", "si", "sí", "s", "x", "checked", "no"];
    const rows = forms.map((form, i) => `A,B,p${i}@example.org,${form},${form}`).join("\n");
    const parsed = retreatants(utf8(`first_name,last_name,email,sleeps_at_home,baptism\n${rows}\n`));
    expect(parsed.rows.map((row) => row.payload.sleeps_at_home)).toEqual([...forms.slice(0, -1).map(() => true), false]);
    expect(parsed.rows.slice(0, -1).every((row) => row.payload.baptism === true)).toBe(true);
    expect(parsed.rows[9].payload.baptism).not.toBe(true);
  });

  it("converts dates to YYYY-MM-DD", () => {
    const parsed = retreatants(utf8('first_name,last_name,email,birthday\nA,B,a@b.org,"March 5, 1980"\nC,D,c@d.org,12/25/1975\n'));
    expect(parsed.rows.map((row) => row.payload.birthday)).toEqual(["1980-03-05", "1975-12-25"]);
  });

  it("rejects the second row with an email already in the file", () => {
    const parsed = retreatants(utf8("first_name,last_name,email\nA,B,a@b.org\nC,D,A@B.org\n"));
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.errors[0].message).toBe("Row 3: a@b.org is already in row 2 of this file");
  });

  it("leaves out fields a row leaves empty, so an update never erases them", () => {
    const parsed = retreatants(utf8("first_name,last_name,email,parish,phone_number,snore\nA,B,a@b.org,,,\n"));
    expect(parsed.rows[0].payload).toEqual({ first_name: "A", last_name: "B", email: "a@b.org", attendee_type: "attendee" });
  });
});

describe("a real Latin-1 registration export (tests/fixtures/registrations-latin1.csv)", () => {
  const bytes = latin1Registrations();

  it("is ISO-8859-1 bytes, not UTF-8", () => {
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
  });

  it("keeps every man, with his accents, his refund as -50 and a warning for each cell left empty", () => {
    const parsed = retreatants(bytes);
    expect(parsed.encoding).toBe("Windows-1252");
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(parsed.dataRowCount);
    expect(parsed.rows.map((row) => `${row.payload.first_name} ${row.payload.last_name}`)).toEqual(LATIN1_REGISTRATION_NAMES);
    const byEmail = new Map(parsed.rows.map((row) => [row.payload.email, row.payload]));
    expect(byEmail.get("jose.nunez@example.org")).toMatchObject({ amount_paid: -50, parish: "Nuestra Señora de Guadalupe", snore: true });
    expect(byEmail.get("angel.ortiz@example.org")).toMatchObject({ amount_paid: -75 });
    expect(byEmail.get("andres.celik@example.org")).toMatchObject({ amount_paid: 1250, has_paid: true, donations: -25, sleeps_at_home: true });
    expect(byEmail.get("martin.ibanez@example.org")).toMatchObject({ amount_paid: -50 });
    expect(parsed.warnings.map((warning) => warning.message)).toEqual([
      'Row 4: Birthday "31/02/1990": not a date; left empty',
      'Row 4: Phone "123": Please enter a valid phone number; left empty',
      'Row 5: Birthday "el año pasado": not a date; left empty',
      'Row 5: Snores "a veces": not yes or no; left empty',
      'Row 5: Emergency Contact 1 Phone "12": Please enter a valid phone number; left empty',
      'Row 6: T-Shirt Size "Talla muy grande muy grande muy grande m…": Text must be 255 characters or less; left empty',
      "Row 7: Amount Paid holds a spreadsheet formula instead of a value; left empty. Export the sheet with values only.",
      'Row 8: Amount Paid "cincuenta": not a number; left empty',
    ]);
  });
});
