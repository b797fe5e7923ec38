import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import type { ImportPreview } from "../../lib/csv/importRunner";
import type { ParsedAttendeeCsv } from "../../lib/csv/parseAttendeeCsv";
import { CsvPreview, RENAMES_TITLE } from "./CsvPreview";

afterEach(cleanup);

const row = (n: number, first: string, last: string, email: string) => ({
  row: n,
  values: { first_name: first, last_name: last, email },
  payload: { first_name: first, last_name: last, email, attendee_type: "attendee" as const },
});

const parsed = {
  rows: [row(2, "José María", "de la Cruz", "jm@example.org"), row(3, "Raúl", "García", "raul@example.org")],
  errors: [],
  warnings: [],
  columns: [],
  plan: [],
  ignoredColumns: [],
  missingFields: [],
  sheets: [],
  notes: [],
  layout: null,
  sheetName: null,
  separator: ";",
  encoding: "Windows-1252",
  dataRowCount: 2,
} as unknown as ParsedAttendeeCsv;

const preview: ImportPreview = {
  create: [{ row: 2, action: "create", email: "jm@example.org" }],
  update: [
    {
      row: 3,
      action: "update",
      email: "raul@example.org",
      fields: ["phone_number"],
      changes: [{ field: "phone_number", from: null, to: "5125551234" }],
    },
  ],
  unchanged: 0,
  rejected: [],
  warnings: [],
  existingAccounts: [],
};

test("the preview names each new and updated man, as he will be saved, next to his email", () => {
  render(<CsvPreview fileName="inscripciones.csv" parsed={parsed} preview={preview} />);
  expect(screen.getByText(/Check that accented names look right/)).toBeTruthy();
  const created = screen.getByRole("region", { name: "New attendees" });
  expect(within(created).getByText("Row 2: José María de la Cruz · jm@example.org")).toBeTruthy();
  const updated = screen.getByRole("region", { name: "Updated attendees" });
  expect(within(updated).getByText("Row 3: Raúl García · raul@example.org (Phone)")).toBeTruthy();
  // Each update says what changes, from what to what.
  expect(within(within(updated).getByRole("list", { name: "Changes in row 3" })).getByText("Phone: (empty) → 5125551234")).toBeTruthy();
});

test("a row that changes the name of a man on file says it will rename him", () => {
  const renaming: ImportPreview = {
    ...preview,
    update: [
      { row: 3, action: "update", email: "raul@example.org", fields: ["first_name", "phone_number"], changes: [], renamedFrom: "Pedro García" },
      { row: 2, action: "update", email: "jm@example.org", fields: ["phone_number"], changes: [] },
    ],
    create: [],
  };
  render(<CsvPreview fileName="inscripciones.csv" parsed={parsed} preview={renaming} />);
  const renames = screen.getByRole("region", { name: RENAMES_TITLE });
  expect(within(renames).getByText("Row 3 (raul@example.org) renames Pedro García to Raúl García")).toBeTruthy();
  expect(within(renames).queryByText(/jm@example.org/)).toBeNull();
});

test("no rename notice when no row changes a name", () => {
  render(<CsvPreview fileName="inscripciones.csv" parsed={parsed} preview={preview} />);
  expect(screen.queryByRole("region", { name: RENAMES_TITLE })).toBeNull();
});

test("every column is listed with its field, and a new choice is reported by position", () => {
  const chosen: [number, string | null][] = [];
  const withPlan = {
    ...parsed,
    plan: [
      { position: 0, header: "Nombre", target: "first_name", source: "header", unused: false, duplicate: false, samples: ["José María"] },
      { position: 1, header: "Marca temporal", target: null, source: "header", unused: true, duplicate: false, samples: [] },
      { position: 2, header: "Correo del participante", target: null, source: "header", unused: false, duplicate: false, samples: ["jm@example.org"] },
    ],
    missingFields: ["email"],
  } as unknown as ParsedAttendeeCsv;
  render(
    <CsvPreview
      fileName="inscripciones.xlsx"
      parsed={withPlan}
      preview={{ ...preview, create: [], update: [] }}
      onColumnChange={(position, target) => chosen.push([position, target])}
    />,
  );
  const columns = screen.getByRole("region", { name: "Columns" });
  expect((within(columns).getByLabelText("Field for column Nombre") as HTMLSelectElement).value).toBe("first_name");
  expect(within(columns).getByText("nothing in this app keeps it")).toBeTruthy();
  expect(within(columns).getByText("header not recognised: choose a field")).toBeTruthy();
  expect(screen.getByText("Choose the columns for Email")).toBeTruthy();
  const email = within(columns).getByLabelText("Field for column Correo del participante") as HTMLSelectElement;
  fireEvent.change(email, { target: { value: "email" } });
  fireEvent.change(within(columns).getByLabelText("Field for column Nombre"), { target: { value: "" } });
  expect(chosen).toEqual([
    [2, "email"],
    [0, null],
  ]);
});
