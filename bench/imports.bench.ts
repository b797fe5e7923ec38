/**
 * Attendee CSV import end to end (PRODUCT.md §8): the app's own convex/ on the embedded backend
 * in this process, a real ConvexClient signed in as the admin over the sync protocol, and the
 * upload dialog's code path — parse the file, then one mutation per chunk of 100 rows.
 *  - csv_import_1000_ms (target ≤ 2,000) and csv_import_10000_ms (target ≤ 15,000): parse + save.
 *  - csv_preview_10000_ms: the preview the dialog shows before saving, for the same 10,000 rows.
 *  - csv_reimport_1000_ms: the same 1,000 rows again (nothing changes, nothing is written).
 *  - xlsx_import_1000_ms (target ≤ 3,000): the same 1,000 rows as an Excel workbook: read the
 *    .xlsx, place the columns, save (with the upload's batch for undo).
 *  - csv_import_10000_cpu_ms: CPU time of that 10,000-row import (client and backend share this
 *    process), which unlike wall time does not grow when other work competes for the machine.
 * The data also holds 20 closed retreats of 100 men (bench/archivedRetreats.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { api } from "../convex/_generated/api";
import { startBackend } from "../server/backend";
import { commitImport, previewImport, type ImportCalls } from "../src/lib/csv/importRunner";
import { parseAttendeeCsv, parseAttendeeSheet } from "../src/lib/csv/parseAttendeeCsv";
import { readDelimitedText, readSpreadsheet } from "../src/lib/csv/readSpreadsheet";
import ExcelJS from "exceljs";
import { archiveForBench } from "./archivedRetreats";

const root = fileURLToPath(new URL("..", import.meta.url));
const ADMIN = { email: "bench-admin@retreat.test", password: "bench-admin-password" };

const HEADER = [
  "Timestamp", "First Name", "Last Name", "Email", "Phone", "Parish", "T-Shirt Size", "Date of Birth",
  "Marital Status", "Address", "City", "State", "Zip", "Allergies", "Snores", "Emergency Contact Name",
  "Emergency Contact Phone", "Emergency Contact Relationship", "Amount Paid", "Retreat Cost",
];
const FIRST = ["José", "Juan", "Miguel", "Luis", "Carlos", "John", "Michael", "David", "Ramón", "Peter"];
const LAST = ["Núñez", "García", "Peña", "Martínez", "Smith", "O'Brien", "Hernández", "López", "Johnson", "Cruz"];

/** A registration-form export with `count` realistic rows (quoted fields, accents, money, dates). */
function registrationCsv(count: number, tag: string): Uint8Array {
  const lines = [HEADER.join(",")];
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    lines.push(
      [
        "1/15/2026 10:32:00", first, last, `${tag}.${i}@example.org`, `(512) 555-${String(1000 + (i % 9000))}`,
        "St. Agnes", ["S", "M", "L", "XL"][i % 4], `${1 + (i % 12)}/${1 + (i % 28)}/19${50 + (i % 50)}`, "Married",
        `"${100 + i} Main St, Apt ${i % 20}"`, "Austin", "TX", "78701", i % 5 === 0 ? "Peanuts" : "",
        i % 3 === 0 ? "Yes" : "No", `Maria ${last}`, "512-555-0199", "Wife", i % 2 === 0 ? "$150.00" : "", "$300",
      ].join(","),
    );
  }
  return new TextEncoder().encode(lines.join("\r\n") + "\r\n");
}

/** The same rows as an .xlsx workbook (the CSV's cells as text; dates and money as Excel writes them). */
async function registrationWorkbook(count: number, tag: string): Promise<Uint8Array> {
  const { records } = readDelimitedText(registrationCsv(count, tag));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Responses");
  for (const [index, cells] of records.entries()) {
    if (cells.every((cell) => cell === "")) continue;
    if (index === 0) sheet.addRow(cells);
    else sheet.addRow(cells.map((cell, column) => (column === 18 || column === 19 ? Number(cell.replace(/[$,]/g, "")) || null : cell)));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function signedInClient(url: string): Promise<ConvexClient> {
  const client = new ConvexClient(url, { webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket, logger: false });
  const result = (await client.action(api.auth.signIn, {
    provider: "password",
    params: { email: ADMIN.email, password: ADMIN.password, flow: "signIn" },
  })) as { tokens?: { token: string } | null };
  const token = result.tokens?.token;
  if (!token) throw new Error("The bench admin could not sign in.");
  await new Promise<void>((resolve, reject) => {
    client.setAuth(async () => token, (authenticated) => (authenticated ? resolve() : reject(new Error("Token refused."))));
  });
  return client;
}

export default async function importBench(): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(join(tmpdir(), "retreat-import-bench-"));
  const backend = await startBackend({
    convexDir: join(root, "convex"),
    dataDir,
    port: 0,
    seed: { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demo: false },
    log: () => {},
  });
  const client = await signedInClient(`http://127.0.0.1:${backend.port}`);
  const calls: ImportCalls = {
    previewChunk: (args) => client.query(api.csvImport.previewChunk, args),
    importChunk: (args) => client.mutation(api.csvImport.importChunk, args),
    syncServerAccounts: (args) => client.action(api.csvImport.syncServerAccounts, args),
    startImport: (args) => client.mutation(api.csvImport.startImport, args),
  };
  let lastCpuMs = 0;
  const run = async (bytes: Uint8Array, expectCreated: number) => {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const parsed = parseAttendeeCsv(bytes, { attendeeType: "attendee" });
    const outcome = await commitImport(parsed, "attendee", calls);
    const ms = Math.round(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    lastCpuMs = Math.round((cpu.user + cpu.system) / 1000);
    if (outcome.errors.length > 0 || outcome.created !== expectCreated) {
      throw new Error(`Import went wrong: ${outcome.created} created, first error ${outcome.errors[0]?.message ?? "none"}`);
    }
    return ms;
  };
  try {
    await archiveForBench(client, "imports");
    const small = registrationCsv(1000, "small");
    const large = registrationCsv(10_000, "large");
    const csv_import_1000_ms = await run(small, 1000);
    const csv_reimport_1000_ms = await run(small, 0);
    const workbook = await registrationWorkbook(1000, "xlsx");
    const x0 = performance.now();
    const fromXlsx = parseAttendeeSheet(await readSpreadsheet(workbook), { attendeeType: "attendee" });
    const xlsxOutcome = await commitImport(fromXlsx, "attendee", calls, () => {}, new Set(), false, "bench.xlsx");
    const xlsx_import_1000_ms = Math.round(performance.now() - x0);
    if (xlsxOutcome.created !== 1000 || xlsxOutcome.errors.length > 0) {
      throw new Error(`The .xlsx import went wrong: ${xlsxOutcome.created} created, first error ${xlsxOutcome.errors[0]?.message ?? "none"}`);
    }
    const t0 = performance.now();
    await previewImport(parseAttendeeCsv(large, { attendeeType: "attendee" }), "attendee", calls);
    const csv_preview_10000_ms = Math.round(performance.now() - t0);
    const csv_import_10000_ms = await run(large, 10_000);
    const csv_import_10000_cpu_ms = lastCpuMs;
    return { csv_import_1000_ms, xlsx_import_1000_ms, csv_import_10000_ms, csv_import_10000_cpu_ms, csv_preview_10000_ms, csv_reimport_1000_ms };
  } finally {
    await client.close();
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await importBench();
  for (const [name, value] of Object.entries(result)) console.log(`${name}=${value}`);
}
