import { cleanup, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, expect, test, vi } from "vitest";
import { formatterFor, loadCatalogue } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import { renderIn } from "../../i18n/testing";
import type { Translate } from "../../i18n/useT";
import { outcomeToast, type ImportPreview } from "../../lib/csv/importRunner";
import { CSV_MESSAGES, csvTextOf, type ImportsKey } from "../../lib/csv/messages";
import type { ParsedAttendeeCsv } from "../../lib/csv/parseAttendeeCsv";
import { ConfirmExtractedDataDialog } from "./ConfirmExtractedDataDialog";
import { CsvPreview } from "./CsvPreview";
import { EmailImportFlow } from "./EmailImportFlow";
import { extractionErrorToast } from "./extractionMessages";

vi.mock("convex/react", () => ({
  useAction: () => vi.fn(),
  useMutation: () => vi.fn(),
  useQuery: () => undefined,
  useConvex: () => ({}),
}));
vi.mock("../../components/auth/useViewer", () => ({ useViewer: () => ({ status: "signedIn" }) }));
vi.mock("../../components/notifications/useNotify", () => ({ useNotify: () => vi.fn() }));

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
  plan: [{ position: 0, header: "Correo", samples: ["jm@example.org"], target: "email", source: "header", duplicate: false, unused: false }],
  ignoredColumns: [],
  missingFields: [],
  sheets: [],
  notes: [],
  layout: { id: "emaus", name: "Emaús participant export" },
  sheetName: null,
  separator: ";",
  encoding: "Windows-1252",
  dataRowCount: 2,
} as unknown as ParsedAttendeeCsv;

const preview: ImportPreview = {
  create: [{ row: 2, action: "create", email: "jm@example.org" }],
  update: [{ row: 3, action: "update", email: "raul@example.org", fields: ["phone_number"], changes: [{ field: "phone_number", from: null, to: "5125551234" }] }],
  unchanged: 0,
  rejected: [{ row: 4, message: CSV_MESSAGES.missingRequired(4, ["First Name", "Email"]) }, { row: 5, message: "Row 5: a reason the server gave" }],
  warnings: [{ row: 3, message: CSV_MESSAGES.notADate(3, "Birthday", "31/31/80") }],
  existingAccounts: [],
};

test("the preview reads in Spanish: counts, men, changes, problems and columns", async () => {
  await renderIn("es", <CsvPreview fileName="inscripciones.csv" parsed={parsed} preview={preview} onColumnChange={() => {}} onClearBlanksChange={() => {}} />);
  expect(screen.getByText(/inscripciones\.csv · 2 filas · separador: punto y coma \(;\) · codificación: Windows-1252/)).toBeTruthy();
  expect(screen.getByText("Se reconoció como exportación de participantes de Emaús: sus columnas se acomodan abajo.")).toBeTruthy();
  expect(screen.getByText(/Revisa que los nombres con acentos se vean bien/)).toBeTruthy();
  expect(screen.getByLabelText("Nuevos: 1")).toBeTruthy();
  const created = screen.getByRole("region", { name: "Participantes nuevos" });
  expect(within(created).getByText("Fila 2: José María de la Cruz · jm@example.org")).toBeTruthy();
  const updated = screen.getByRole("region", { name: "Participantes actualizados" });
  expect(within(updated).getByText("Fila 3: Raúl García · raul@example.org (Teléfono)")).toBeTruthy();
  expect(within(within(updated).getByRole("list", { name: "Cambios en la fila 3" })).getByText("Teléfono: (vacío) → 5125551234")).toBeTruthy();
  const rejected = screen.getByRole("region", { name: "Filas rechazadas" });
  expect(within(rejected).getByText("Fila 4: faltan campos obligatorios (Nombre, Correo)")).toBeTruthy();
  // A text the server made stays as it came.
  expect(within(rejected).getByText("Row 5: a reason the server gave")).toBeTruthy();
  const empty = screen.getByRole("region", { name: "Celdas que quedan vacías" });
  expect(within(empty).getByText('Fila 3: Fecha de nacimiento "31/31/80": no es una fecha; se deja vacío')).toBeTruthy();
  const columns = screen.getByRole("region", { name: "Columnas" });
  const picker = within(columns).getByLabelText("Campo para la columna Correo") as HTMLSelectElement;
  expect(picker.value).toBe("email");
  expect(within(columns).getByRole("option", { name: "No se importa" })).toBeTruthy();
  expect(within(columns).getByRole("option", { name: "Fecha de nacimiento: día" })).toBeTruthy();
  expect(within(columns).getByText("por encabezado")).toBeTruthy();
  expect(screen.getByLabelText(/Las celdas vacías borran lo registrado/)).toBeTruthy();
  expect(screen.queryByText(/Row 2|New attendees|Columns/)).toBeNull();
});

test("the import from an email opens in Spanish", async () => {
  await renderIn("es", <EmailImportFlow onClose={() => {}} />);
  expect(screen.getByRole("heading", { name: "Importar desde un correo" })).toBeTruthy();
  expect(screen.getByLabelText("Correo de inscripción")).toBeTruthy();
  expect(screen.getByLabelText("Retirante")).toBeTruthy();
  expect(screen.getByLabelText("Servidor")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Extraer datos" })).toBeTruthy();
});

test("an extraction's refusals become Spanish toasts, the long text with its figures", async () => {
  const formatter = formatterFor("es", importsNs, await loadCatalogue("es", importsNs));
  const t = Object.assign((key: string, values?: Record<string, string>) => formatter.format(key, values), { language: "es" as const }) as Translate<keyof typeof importsNs.en>;
  const tooLong = new ConvexError({ code: "TEXT_TOO_LONG", message: "(English)", params: { length: 60_000, max: 50_000 } });
  expect(extractionErrorToast(tooLong, t)).toEqual({
    title: "Error de extracción",
    description: "El texto pegado tiene 60,000 caracteres; pega solo el correo de inscripción (como máximo 50,000).",
    variant: "warning",
  });
  const incomplete = new ConvexError({ code: "INCOMPLETE_DATA", message: "Incomplete Data", missing: ["Email"] });
  expect(extractionErrorToast(incomplete, t, (label) => (label === "Email" ? "Correo" : label)).description).toBe(
    "No se pudieron extraer los campos obligatorios (nombre y correo). Faltan: Correo.",
  );
  const failed = new ConvexError({ code: "EXTRACTION_FAILED", message: "Failed to extract data", detail: "The extraction service answered 503." });
  expect(extractionErrorToast(failed, t).description).toBe("No se pudieron extraer los datos. El servicio de extracción respondió 503.");
});

test("the upload's result toast in Spanish: counts, accounts, ignored columns, problems and cells left empty", async () => {
  const formatter = formatterFor("es", importsNs, await loadCatalogue("es", importsNs));
  const say = (key: ImportsKey, values?: Record<string, string | number>) => formatter.format(key, values);
  // The screen's row(): a remembered text said again in Spanish (labels aside, which this test leaves in English).
  const row = (message: string) => {
    const text = csvTextOf(message);
    if (text === undefined) return message;
    const values = Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, typeof value === "object" ? value.join(", ") : value]));
    return say(text.key, name(values));
  };
  const name = (values: Record<string, string | number>) => (typeof values.problem === "string" ? { ...values, problem: say(values.problem as ImportsKey) } : values);
  const errors = [2, 3, 4, 5].map((n) => ({ row: n, message: CSV_MESSAGES.duplicateEmail(n, "a@b.org", 1) }));
  const warnings = [{ row: 6, message: CSV_MESSAGES.notYesNo(6, "Snores", "quizá") }];
  const accounts = { success_count: 3, error_count: 1, created_count: 2, errors: [], unlinked: [{ row: 9, email: "x@y.org" }] };
  const toast = outcomeToast({ created: 5, updated: 2, unchanged: 1, errors, warnings, accounts } as never, ["Marca temporal"], { say, row });
  expect(toast.title).toBe("Carga del CSV terminada");
  expect(toast.variant).toBe("warning");
  expect(toast.description).toBe(
    [
      "5 nuevos, 2 actualizados, 1 sin cambios.",
      "Cuentas de servidores: 3 listas (2 nuevas), 1 cuenta existente quedó sin tocar, 1 error.",
      "Columnas ignoradas: Marca temporal.",
      "4 problemas: Fila 2: a@b.org ya está en la fila 1 de este archivo; Fila 3: a@b.org ya está en la fila 1 de este archivo; Fila 4: a@b.org ya está en la fila 1 de este archivo; y 1 error más",
      '1 celda quedó vacía: Fila 6: Snores "quizá": no es sí o no; se deja vacío',
    ].join(" "),
  );
});

test("the review of an email's data reads in Spanish: sections and fields", async () => {
  const extraction = {
    success: true as const,
    extractor: "builtin" as const,
    model: null,
    data: { first_name: "José", last_name: "Núñez", email: "jose@example.org" },
    leftOut: [],
  };
  const close = () => undefined;
  await renderIn(
    "es",
    <ConfirmExtractedDataDialog extraction={extraction as never} attendeeType="attendee" busy={false} onBack={close} onImport={close} onClose={close} />,
  );
  expect(screen.getByRole("heading", { name: "Datos personales" })).toBeTruthy();
  expect(screen.getByRole("region", { name: "Contacto" })).toBeTruthy();
  expect(screen.queryByRole("heading", { name: "Personal" })).toBeNull();
});
