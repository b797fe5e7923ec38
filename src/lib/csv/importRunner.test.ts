import { describe, expect, it } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { commitImport, outcomeToast, previewImport, type ImportCalls, type ChunkResult, type RowPlan } from "./importRunner";
import { parseAttendeeCsv } from "./parseAttendeeCsv";

function csvOf(count: number, extraRows = ""): Uint8Array {
  const rows = Array.from({ length: count }, (_, i) => `First${i},Last${i},p${String(i).padStart(4, "0")}@example.org`);
  return new TextEncoder().encode(`first_name,last_name,email,Timestamp\n${rows.join("\n")}\n${extraRows}`);
}

/** A stand-in backend keeping attendees by email, like the real chunk mutation. */
function fakeBackend(options: { failChunk?: number } = {}) {
  const emails = new Set<string>();
  const chunkSizes: number[] = [];
  const calls: ImportCalls = {
    previewChunk: async ({ rows }) =>
      rows.map(({ row, values }): RowPlan => {
        const email = String(values.email);
        return emails.has(email) ? { row, action: "unchanged", email } : { row, action: "create", email };
      }),
    importChunk: async ({ rows, attendeeType }) => {
      chunkSizes.push(rows.length);
      if (options.failChunk === chunkSizes.length) throw new Error("connection lost");
      const result: ChunkResult = { created: 0, updated: 0, unchanged: 0, errors: [], warnings: [], servers: [] };
      for (const { row, values } of rows) {
        const email = String(values.email);
        if (emails.has(email)) result.unchanged++;
        else {
          emails.add(email);
          result.created++;
        }
        if (attendeeType === "server") result.servers.push({ row, attendeeId: `id-${row}` as Id<"attendees"> });
      }
      return result;
    },
    syncServerAccounts: async ({ items }) => ({ success_count: items.length, error_count: 0, created_count: items.length, errors: [], unlinked: [] }),
  };
  return { calls, chunkSizes, emails };
}

describe("committing", () => {
  it("sends one call per chunk of at most 100 rows and moves the progress from 0 through 50 to 100", async () => {
    const parsed = parseAttendeeCsv(csvOf(250), { attendeeType: "attendee" });
    const backend = fakeBackend();
    const progress: number[] = [];
    const outcome = await commitImport(parsed, "attendee", backend.calls, (p) => progress.push(p));
    expect(backend.chunkSizes).toEqual([100, 100, 50]);
    expect(outcome).toMatchObject({ created: 250, updated: 0, unchanged: 0, errors: [], warnings: [], accounts: null });
    expect(progress).toEqual([0, 17, 33, 50, 100]);
  });

  it("sends every value as text, in email order, keeping the file's row numbers", async () => {
    const text = "first_name,last_name,email,amount_paid,snore,birthday\nZoe,Z,zoe@example.org,$150.50,sí,3/5/1980\nAl,A,al@example.org,,no,\n";
    const parsed = parseAttendeeCsv(new TextEncoder().encode(text), { attendeeType: "attendee" });
    const sent: unknown[] = [];
    const backend = fakeBackend();
    await commitImport(parsed, "attendee", { ...backend.calls, importChunk: async (args) => (sent.push(args), backend.calls.importChunk(args)) });
    expect(sent).toEqual([
      {
        attendeeType: "attendee",
        rows: [
          { row: 3, values: { first_name: "Al", last_name: "A", email: "al@example.org", snore: "false" } },
          { row: 2, values: { first_name: "Zoe", last_name: "Z", email: "zoe@example.org", amount_paid: "150.5", snore: "true", birthday: "1980-03-05" } },
        ],
      },
    ]);
  });

  it("makes accounts for servers between 50 and 100", async () => {
    const parsed = parseAttendeeCsv(csvOf(120), { attendeeType: "server" });
    const progress: number[] = [];
    const outcome = await commitImport(parsed, "server", fakeBackend().calls, (p) => progress.push(p));
    expect(outcome.accounts).toEqual({ success_count: 120, error_count: 0, created_count: 120, errors: [], unlinked: [] });
    expect(progress).toEqual([0, 25, 50, 75, 100, 100]);
  });

  it("asks to link an existing account only for the rows staff confirmed", async () => {
    const parsed = parseAttendeeCsv(csvOf(3), { attendeeType: "server" });
    const backend = fakeBackend();
    const sent: unknown[] = [];
    const syncServerAccounts: ImportCalls["syncServerAccounts"] = async (args) => (sent.push(...args.items), backend.calls.syncServerAccounts(args));
    await commitImport(parsed, "server", { ...backend.calls, syncServerAccounts }, undefined, new Set([3]));
    expect(sent).toEqual([
      { row: 2, attendeeId: "id-2" },
      { row: 3, attendeeId: "id-3", linkExistingAccount: true },
      { row: 4, attendeeId: "id-4" },
    ]);
  });

  it("reports every row of a chunk the server refused and still sends the next chunk", async () => {
    const parsed = parseAttendeeCsv(csvOf(150), { attendeeType: "attendee" });
    const backend = fakeBackend({ failChunk: 1 });
    const outcome = await commitImport(parsed, "attendee", backend.calls);
    expect(outcome.created).toBe(50);
    expect(outcome.errors).toHaveLength(100);
    expect(outcome.errors[0]).toEqual({ row: 2, message: "Row 2: Not saved (database error). connection lost" });
    expect(outcome.errors[99].row).toBe(101);
    expect(outcomeToast(outcome, []).description).toBe(
      "50 new, 0 updated. 100 problems: Row 2: Not saved (database error). connection lost; Row 3: Not saved (database error). connection lost; Row 4: Not saved (database error). connection lost; and 97 more errors",
    );
  });
});

describe("the preview", () => {
  it("counts new and unchanged rows and lists parser rejections in row order", async () => {
    const parsed = parseAttendeeCsv(csvOf(3, "Bad,,bad@example.org\n"), { attendeeType: "attendee" });
    const backend = fakeBackend();
    backend.emails.add("p0001@example.org");
    const preview = await previewImport(parsed, "attendee", backend.calls);
    expect(preview.create.map((plan) => plan.row)).toEqual([2, 4]);
    expect(preview.unchanged).toBe(1);
    expect(preview.rejected).toEqual([{ row: 5, message: "Row 5: Missing required fields... (Last Name)" }]);
  });

  it("lists the cells left empty of rows to be saved, not of rejected ones", async () => {
    const parsed = parseAttendeeCsv(
      new TextEncoder().encode("first_name,last_name,email,birthday\nA,B,a@b.org,someday\nC,D,c@d.org,never\n"),
      { attendeeType: "attendee" },
    );
    const backend = fakeBackend();
    const refuseRow3: ImportCalls["previewChunk"] = async (args) =>
      (await backend.calls.previewChunk(args)).map((plan) => (plan.row === 3 ? { row: 3, action: "reject", message: "Row 3: Update failed." } : plan));
    const preview = await previewImport(parsed, "attendee", { previewChunk: refuseRow3 });
    expect(preview.warnings).toEqual([{ row: 2, message: 'Row 2: Birthday "someday": not a date; left empty' }]);
  });
});

describe("the result toast", () => {
  it("reports new and updated counts and ignored columns", () => {
    const toast = outcomeToast({ created: 12, updated: 3, unchanged: 0, errors: [], warnings: [], accounts: null }, ["Timestamp", "Colour"]);
    expect(toast).toEqual({
      title: "CSV Upload Complete",
      description: "12 new, 3 updated. Ignored columns: Timestamp, Colour.",
      variant: "success",
    });
  });

  it("shows the first 3 errors and a count of the rest", () => {
    const errors = [2, 3, 4, 5, 6].map((row) => ({ row, message: `Row ${row}: Missing required fields... (Email)` }));
    const toast = outcomeToast({ created: 1, updated: 0, unchanged: 2, errors, warnings: [], accounts: null }, []);
    expect(toast.variant).toBe("warning");
    expect(toast.description).toBe(
      "1 new, 0 updated, 2 unchanged. 5 problems: Row 2: Missing required fields... (Email); Row 3: Missing required fields... (Email); Row 4: Missing required fields... (Email); and 2 more errors",
    );
  });

  it("names the cells left empty in saved rows", () => {
    const warnings = [2, 2, 5, 9].map((row) => ({ row, message: `Row ${row}: Birthday "someday": not a date; left empty` }));
    const toast = outcomeToast({ created: 3, updated: 0, unchanged: 0, errors: [], warnings, accounts: null }, []);
    expect(toast.variant).toBe("warning");
    expect(toast.description).toBe(
      '3 new, 0 updated. 4 cells left empty: Row 2: Birthday "someday": not a date; left empty; Row 2: Birthday "someday": not a date; left empty; Row 5: Birthday "someday": not a date; left empty; and 1 more warning',
    );
  });

  it("says 'No valid data found' when nothing could be saved", () => {
    const toast = outcomeToast({ created: 0, updated: 0, unchanged: 0, errors: [{ row: 2, message: "Row 2: x" }], warnings: [], accounts: null }, []);
    expect(toast).toEqual({ title: "No valid data found", description: "Row 2: x", variant: "error" });
  });

  it("reports the server account sync", () => {
    const accounts = { success_count: 4, error_count: 1, created_count: 3, errors: [{ row: 6, message: "Row 6: Could not create the account" }], unlinked: [] };
    const toast = outcomeToast({ created: 5, updated: 0, unchanged: 0, errors: accounts.errors, warnings: [], accounts }, []);
    expect(toast.description).toBe("5 new, 0 updated. Server accounts: 4 ready (3 new), 1 error. 1 problem: Row 6: Could not create the account");
  });

  it("says how many existing accounts were left untouched", () => {
    const unlinked = [{ row: 3, message: "Row 3: ana@example.org already has a sign-in account; it was left as it is (no server role added)." }];
    const accounts = { success_count: 1, error_count: 0, created_count: 1, errors: [], unlinked };
    const toast = outcomeToast({ created: 2, updated: 0, unchanged: 0, errors: [], warnings: [], accounts }, []);
    expect(toast.description).toBe("2 new, 0 updated. Server accounts: 1 ready (1 new), 1 existing account left untouched, 0 errors.");
  });
});
