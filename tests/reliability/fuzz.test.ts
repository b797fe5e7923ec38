/**
 * Fuzz of the import path: generated hostile or broken files go through the upload's parser
 * and, when it accepts them, through the real import functions on the running server. Each
 * file gets a clear message or a clean import (every row saved or reported by row), no chunk
 * is stored in part, and the server stays up.
 */
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { commitImport, type ImportCalls } from "../../src/lib/csv/importRunner";
import { CsvImportError } from "../../src/lib/csv/messages";
import { parseAttendeeCsv } from "../../src/lib/csv/parseAttendeeCsv";
import { dataDirDocs, dataDirTableOf, invariantViolations } from "../fixtures/appInvariants";
import { startAppBackend, type AppBackend } from "../fixtures/roomBackend";
import { sleep } from "../conformance/helpers";
import { budgetMs, report, SIZE } from "./config";
import { hostileFiles } from "./hostileFiles";

const FILE_TITLES = ["Invalid CSV Data", "Encoding issue detected"];

let app: AppBackend;
let admin: ConvexClient;

beforeAll(async () => {
  app = await startAppBackend({ demo: false });
  admin = await app.signedInClient();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

async function allEmails(client: ConvexClient): Promise<Set<string>> {
  const emails = new Set<string>();
  let cursor: string | null = null;
  for (;;) {
    const page: { page: { email: string }[]; isDone: boolean; continueCursor: string } = await client.query(api.attendees.listPage, {
      paginationOpts: { numItems: 1000, cursor },
    });
    for (const man of page.page) emails.add(man.email);
    if (page.isDone) return emails;
    cursor = page.continueCursor;
  }
}

test(
  `${SIZE.fuzzFiles} hostile files through the import: a clear message or a clean import, never a partial chunk`,
  async () => {
    const calls: ImportCalls = {
      previewChunk: (args) => admin.query(api.csvImport.previewChunk, args),
      importChunk: (args) => admin.mutation(api.csvImport.importChunk, args),
      syncServerAccounts: (args) => admin.action(api.csvImport.syncServerAccounts, args),
    };
    const tally = { refused: 0, imported: 0, rowsSaved: 0, rowsReported: 0, cellsLeftEmpty: 0 };
    const kinds = new Set<string>();
    const saved = new Set<string>();
    for (const [n, file] of hostileFiles(SIZE.fuzzFiles).entries()) {
      kinds.add(file.kind);
      // A server upload also creates a password account per new server (a deliberately slow hash each),
      // so only the small files go in as servers.
      const type = n % 7 === 0 && file.kind !== "near-valid registrations" ? "server" : "attendee";
      let parsed;
      try {
        parsed = parseAttendeeCsv(file.bytes, { attendeeType: type });
      } catch (error) {
        expect(error, `file ${n} (${file.kind}) threw something other than a message`).toBeInstanceOf(CsvImportError);
        const { title, description } = error as CsvImportError;
        expect(FILE_TITLES, `file ${n} (${file.kind})`).toContain(title);
        expect(description.length, `file ${n} (${file.kind})`).toBeGreaterThan(10);
        tally.refused++;
        continue;
      }
      const outcome = await Promise.race([
        commitImport(parsed, type, calls),
        sleep(60_000).then(() => {
          throw new Error(`file ${n} (${file.kind}) was not imported within 60 s; server output:\n${app.server.output().slice(-2000)}`);
        }),
      ]);
      const failedChunks = outcome.errors.filter((error) => error.message.includes("Not saved (database error)"));
      expect(failedChunks, `file ${n} (${file.kind}) had a chunk the server could not save`).toEqual([]);
      const reported = new Set(outcome.errors.map((error) => error.row));
      for (const row of parsed.rows) if (!reported.has(row.row)) saved.add(row.payload.email);
      expect(outcome.created + outcome.updated + outcome.unchanged + outcome.errors.length, `file ${n} (${file.kind})`).toBeGreaterThanOrEqual(
        parsed.rows.length,
      );
      tally.imported++;
      tally.rowsSaved += outcome.created + outcome.updated + outcome.unchanged;
      tally.rowsReported += outcome.errors.length;
      tally.cellsLeftEmpty += outcome.warnings.length;
      expect(app.server.proc.exitCode, `the server stopped after file ${n} (${file.kind})`).toBeNull();
    }
    const stored = await allEmails(admin);
    for (const email of saved) expect(stored.has(email), `${email} was reported saved`).toBe(true);
    await app.server.stop();
    expect(invariantViolations(dataDirDocs(app.dataDir), dataDirTableOf(app.dataDir))).toEqual([]);
    report("fuzz", {
      "files fuzzed": SIZE.fuzzFiles,
      kinds: kinds.size,
      "refused with a message": tally.refused,
      "imported cleanly": tally.imported,
      "rows saved": tally.rowsSaved,
      "rows reported": tally.rowsReported,
      "cells left empty": tally.cellsLeftEmpty,
    });
  },
  budgetMs(180_000, 1_800_000),
);
