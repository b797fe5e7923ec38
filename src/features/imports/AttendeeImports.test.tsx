import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { AttendeeImports } from "./AttendeeImports";

type Handler = (args: Record<string, unknown>) => Promise<unknown>;
const handlers = new Map<string, Handler>();
const calls: { name: string; args: Record<string, unknown> }[] = [];

function call(ref: FunctionReference<"query" | "mutation" | "action">, args: Record<string, unknown>) {
  const name = getFunctionName(ref);
  calls.push({ name, args });
  const handler = handlers.get(name);
  if (!handler) throw new Error(`no fake for ${name}`);
  return handler(args);
}

vi.mock("convex/react", () => ({
  useConvex: () => ({ query: call, mutation: call, action: call }),
  useMutation: (ref: FunctionReference<"mutation">) => (args: Record<string, unknown>) => call(ref, args),
  useAction: (ref: FunctionReference<"action">) => (args: Record<string, unknown>) => call(ref, args),
  useQuery: () => ({ userId: "u1", email: "admin@example.org", roles: ["admin"], permissions: ["manageAttendees"] }),
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }),
}));

// The toast view loads lazily; load it once up front so a busy machine does not slow the first toast.
beforeAll(async () => {
  await import("../../components/notifications/NotificationView");
});
beforeEach(() => {
  handlers.clear();
  calls.length = 0;
});
afterEach(cleanup);

function renderImports() {
  return render(
    <NotificationProvider>
      <AttendeeImports />
    </NotificationProvider>,
  );
}

/** The notification (the open dialog hides the rest of the page from the accessibility tree). */
async function findToast(title?: string): Promise<HTMLElement> {
  return await waitFor(() => {
    const toast = document.querySelector<HTMLElement>('.MuiSnackbar-root [role="alert"], .MuiSnackbar-root [role="status"]');
    if (toast === null) throw new Error("no notification");
    if (title !== undefined && !toast.textContent?.includes(title)) throw new Error(`notification: ${toast.textContent}`);
    return toast;
  });
}

function pickFile(text: string | Uint8Array, name = "registrations.csv") {
  const input = screen.getByLabelText("CSV file") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text as BlobPart], name, { type: "text/csv" })] } });
}

const csv = "first_name,last_name,email,Timestamp\nJosé,Núñez,jose@example.org,1/1/2025\nAna,Ruiz,ana@example.org,1/1/2025\nNo,,noemail@example.org,1/1/2025\n";

test("uploading retreatants: confirm, pick, preview, save with progress, and the result toast", async () => {
  handlers.set("csvImport:previewChunk", async ({ rows }) =>
    (rows as { row: number; values: { email: string } }[]).map(({ row, values }) => ({ row, action: "create", email: values.email })),
  );
  let finishChunk: (value: unknown) => void = () => {};
  handlers.set("csvImport:importChunk", () => new Promise((resolve) => (finishChunk = resolve)));
  handlers.set("csvImport:startImport", async () => "batch1");
  renderImports();

  fireEvent.click(screen.getByRole("button", { name: "Upload Retreatants CSV" }));
  const dialog = await screen.findByRole("dialog", { name: "Upload Retreatants CSV" });
  expect(within(dialog).getByText(/matched by email/)).toBeTruthy();
  expect(within(dialog).getByRole("button", { name: "Choose File" })).toBeTruthy();

  pickFile(csv);
  expect(await within(dialog).findByLabelText("New: 2")).toBeTruthy();
  expect(within(dialog).getByLabelText("Rejected: 1")).toBeTruthy();
  expect(within(dialog).getByText("Row 4: Missing required fields... (Last Name)")).toBeTruthy();
  // Rows are listed by name as well as email, so the accents can be checked before saving.
  expect(within(dialog).getByText("Row 2: José Núñez · jose@example.org")).toBeTruthy();
  expect(within(dialog).getByText("Row 3: Ana Ruiz · ana@example.org")).toBeTruthy();
  expect(within(dialog).getByText(/separator: comma \(,\)/)).toBeTruthy();
  expect(within(dialog).getByText(/encoding: UTF-8/)).toBeTruthy();
  expect(within(within(dialog).getByRole("region", { name: "Ignored columns" })).getByText("Timestamp")).toBeTruthy();

  fireEvent.click(within(dialog).getByRole("button", { name: "Import 2 Rows" }));
  const progress = await within(dialog).findByRole("progressbar", { name: "Import progress" });
  expect(progress.getAttribute("aria-valuenow")).toBe("0");
  const sent = calls.find((c) => c.name === "csvImport:importChunk")?.args;
  expect(calls.find((c) => c.name === "csvImport:startImport")?.args).toEqual({ fileName: "registrations.csv", attendeeType: "attendee" });
  expect(sent).toEqual({
    attendeeType: "attendee",
    batchId: "batch1",
    rows: [
      { row: 3, values: { first_name: "Ana", last_name: "Ruiz", email: "ana@example.org" } },
      { row: 2, values: { first_name: "José", last_name: "Núñez", email: "jose@example.org" } },
    ],
  });
  finishChunk({ created: 2, updated: 0, unchanged: 0, errors: [], warnings: [], servers: [] });

  const toast = await findToast("CSV Upload Complete");
  expect(within(toast).getByText("CSV Upload Complete")).toBeTruthy();
  expect(toast.textContent).toContain("2 new, 0 updated. Ignored columns: Timestamp. 1 problem: Row 4: Missing required fields... (Last Name)");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

test("the preview lists the cells left empty, and the man with a refund is among the rows to import", async () => {
  handlers.set("csvImport:previewChunk", async ({ rows }) =>
    (rows as { row: number; values: { email: string } }[]).map(({ row, values }) => ({ row, action: "create", email: values.email })),
  );
  renderImports();
  fireEvent.click(screen.getByRole("button", { name: "Upload Retreatants CSV" }));
  const dialog = await screen.findByRole("dialog", { name: "Upload Retreatants CSV" });
  pickFile("first_name,last_name,email,amount_paid,birthday\nJosé,Núñez,jose@example.org,(50),someday\n");
  expect(await within(dialog).findByLabelText("New: 1")).toBeTruthy();
  expect(within(dialog).getByLabelText("Rejected: 0")).toBeTruthy();
  expect(within(dialog).getByLabelText("Cells left empty: 1")).toBeTruthy();
  const section = within(dialog).getByRole("region", { name: "Cells left empty" });
  expect(within(section).getByText('Row 2: Birthday "someday": not a date; left empty')).toBeTruthy();
  expect(within(dialog).getByRole("button", { name: "Import 1 Row" })).toBeTruthy();
});

test("an unreadable file gets a clear message and nothing is sent", async () => {
  renderImports();
  fireEvent.click(screen.getByRole("button", { name: "Upload Servers CSV" }));
  const dialog = await screen.findByRole("dialog", { name: "Upload Servers CSV" });
  expect(within(dialog).getByText(/sign-in account with the server role/)).toBeTruthy();

  pickFile(Uint8Array.from({ length: 512 }, (_, i) => (i * 31 + 7) % 256), "photo.csv");
  const toast = await findToast("Encoding issue detected");
  expect(within(toast).getByText("Encoding issue detected")).toBeTruthy();
  expect(toast.textContent).toContain("Failed to read CSV file. Please save your CSV as UTF-8 encoded.");
  expect(within(dialog).getByRole("button", { name: "Choose File" })).toBeTruthy();
  expect(calls).toEqual([]);
});

test("a file where no row is valid says 'No valid data found' and offers nothing to import", async () => {
  handlers.set("csvImport:previewChunk", async () => []);
  renderImports();
  fireEvent.click(screen.getByRole("button", { name: "Upload Retreatants CSV" }));
  const dialog = await screen.findByRole("dialog");
  pickFile("first_name,last_name,email\nA,,a@example.org\n");
  const toast = await findToast("No valid data found");
  expect(within(toast).getByText("No valid data found")).toBeTruthy();
  expect((within(dialog).getByRole("button", { name: "Import 0 Rows" }) as HTMLButtonElement).disabled).toBe(true);
});

const extraction = {
  success: true,
  extractor: "rules",
  model: null,
  data: { first_name: "José", last_name: "Núñez", email: "jose@example.org", snore: true, amount_paid: 150 },
  leftOut: ['Phone: Please enter a valid phone number ("555-12")'],
};

async function openEmailImport() {
  renderImports();
  fireEvent.click(screen.getByRole("button", { name: "Import from Email" }));
  return await screen.findByRole("dialog", { name: "Import from Email" });
}

test("importing from an email: extract, correct a value in the review, import what was corrected", { timeout: 60_000 }, async () => {
  handlers.set("extraction:extractFromEmail", async () => extraction);
  handlers.set("emailImport:importAttendee", async () => "a1");
  const dialog = await openEmailImport();

  fireEvent.click(within(dialog).getByRole("button", { name: "Extract Data" }));
  expect(within(await findToast()).getByText("Please paste some email content to extract data from.")).toBeTruthy();
  expect(calls).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText("Registration email"), { target: { value: "Nombre: José Núñez\nCorreo: jose@example.org" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Extract Data" }));
  const confirm = await screen.findByRole("dialog", { name: "Confirm Extracted Data" });
  expect(within(confirm).getByText("Extracted by the built-in reader (OpenAI is not configured).", { exact: false })).toBeTruthy();
  const field = (id: string) => confirm.querySelector(`#attendee-${id}`) as HTMLInputElement;
  expect(field("first_name").value).toBe("José");
  expect(field("amount_paid").value).toBe("150");
  expect((within(confirm).getByRole("checkbox", { name: "Snores" }) as HTMLInputElement).checked).toBe(true);
  expect(within(confirm).getByText(/Left out because they are not valid: Phone/)).toBeTruthy();

  // A value the rules refuse blocks the import with the list of problems.
  fireEvent.change(field("email"), { target: { value: "jose at example" } });
  fireEvent.click(within(confirm).getByRole("button", { name: "Import Attendee" }));
  expect(within(confirm).getByText("Please fix the following errors")).toBeTruthy();
  expect(calls.some((call) => call.name === "emailImport:importAttendee")).toBe(false);

  fireEvent.change(field("email"), { target: { value: "jose.nunez@example.org" } });
  fireEvent.change(field("last_name"), { target: { value: "Núñez Peña" } });
  fireEvent.click(within(confirm).getByRole("button", { name: "Import Attendee" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls.at(-1)).toEqual({
    name: "emailImport:importAttendee",
    args: {
      attendee: { first_name: "José", last_name: "Núñez Peña", email: "jose.nunez@example.org", snore: true, amount_paid: "150" },
      attendeeType: "attendee",
    },
  });
  const toast = await findToast("Attendee Imported");
  expect(toast.textContent).toContain("José Núñez Peña was added as a Retreatant.");
});

test("a duplicate email is refused with the server's message and the review stays open", { timeout: 60_000 }, async () => {
  handlers.set("extraction:extractFromEmail", async () => extraction);
  handlers.set("emailImport:importAttendee", async () => {
    throw new ConvexError({ code: "DUPLICATE_EMAIL", message: "An attendee with email jose@example.org already exists. Cannot import duplicate." });
  });
  const dialog = await openEmailImport();
  fireEvent.change(within(dialog).getByLabelText("Registration email"), { target: { value: "x" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Extract Data" }));
  const confirm = await screen.findByRole("dialog", { name: "Confirm Extracted Data" });
  fireEvent.click(within(confirm).getByRole("button", { name: "Import Attendee" }));
  const toast = await findToast("Duplicate Email");
  expect(within(toast).getByText("Duplicate Email")).toBeTruthy();
  expect(toast.textContent).toContain("An attendee with email jose@example.org already exists. Cannot import duplicate.");
  expect(screen.getByRole("dialog", { name: "Confirm Extracted Data" })).toBeTruthy();
});

test.each([
  [{ code: "INCOMPLETE_DATA", message: "Incomplete Data", missing: ["Last Name"] }, "Incomplete Data", "Missing: Last Name."],
  [{ code: "INVALID_EMAIL", message: "Invalid Email", email: "jose at example" }, "Invalid Email", '"jose at example" is not a valid email address.'],
  [{ code: "EXTRACTION_FAILED", message: "Failed to extract data", detail: "The extraction service answered 500." }, "Extraction Error", "Failed to extract data. The extraction service answered 500."],
  [{ code: "NO_DATA", message: "No data returned from extraction function" }, "Extraction Error", "No data returned from extraction function"],
  [{ code: "UNAUTHENTICATED", message: "You must be signed in to perform this operation." }, "Extraction Error", "You must be logged in to use email extraction."],
])("an extraction refused with %j shows %s", async (data, title, description) => {
  handlers.set("extraction:extractFromEmail", async () => {
    throw new ConvexError(data);
  });
  const dialog = await openEmailImport();
  fireEvent.change(within(dialog).getByLabelText("Registration email"), { target: { value: "some email" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Extract Data" }));
  const toast = await findToast(title);
  expect(toast.textContent).toContain(description);
  expect(screen.getByRole("dialog", { name: "Import from Email" })).toBeTruthy();
});

test("a server row whose email has a staff account says so; the account gets the server role only when ticked", async () => {
  const staffEmail = "ana@example.org";
  handlers.set("csvImport:previewChunk", async ({ rows }) =>
    (rows as { row: number; values: { email: string } }[]).map(({ row, values }) => ({
      row,
      action: "create",
      email: values.email,
      ...(values.email === staffEmail ? { existingAccount: { roles: ["checkin_admin"] } } : {}),
    })),
  );
  handlers.set("csvImport:startImport", async () => "batch2");
  handlers.set("csvImport:importChunk", async ({ rows }) => ({
    created: 2,
    updated: 0,
    unchanged: 0,
    errors: [],
    warnings: [],
    servers: (rows as { row: number }[]).map(({ row }) => ({ row, attendeeId: `id-${row}` })),
  }));
  handlers.set("csvImport:syncServerAccounts", async ({ items }) => ({
    success_count: (items as unknown[]).length,
    error_count: 0,
    created_count: 1,
    errors: [],
    unlinked: [],
  }));
  const twoServers = "first_name,last_name,email\nJosé,Núñez,jose@example.org\nAna,Ruiz,ana@example.org\n";
  const upload = async () => {
    fireEvent.click(screen.getByRole("button", { name: "Upload Servers CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload Servers CSV" });
    pickFile(twoServers);
    const section = await within(dialog).findByRole("region", { name: "Emails that already have a sign-in account" });
    return { dialog, section };
  };

  renderImports();
  const first = await upload();
  expect(within(first.section).getByText("Row 3: Ana Ruiz · ana@example.org matches a staff account (Check-in admin)")).toBeTruthy();
  expect(first.section.textContent).toContain("An account left unticked is not changed.");
  const tick = within(first.section).getByRole("checkbox", { name: "Give the account of ana@example.org the server role" }) as HTMLInputElement;
  expect(tick.checked).toBe(false);
  // Not ticked: both men are imported, and no account is asked to change.
  fireEvent.click(within(first.dialog).getByRole("button", { name: "Import 2 Rows" }));
  await findToast("CSV Upload Complete");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls.find((c) => c.name === "csvImport:syncServerAccounts")?.args).toEqual({
    items: [
      { row: 3, attendeeId: "id-3" },
      { row: 2, attendeeId: "id-2" },
    ],
  });

  calls.length = 0;
  const second = await upload();
  fireEvent.click(within(second.section).getByRole("checkbox", { name: "Give the account of ana@example.org the server role" }));
  fireEvent.click(within(second.dialog).getByRole("button", { name: "Import 2 Rows" }));
  await waitFor(() => expect(calls.some((c) => c.name === "csvImport:syncServerAccounts")).toBe(true));
  expect(calls.find((c) => c.name === "csvImport:syncServerAccounts")?.args).toEqual({
    items: [
      { row: 3, attendeeId: "id-3", linkExistingAccount: true },
      { row: 2, attendeeId: "id-2" },
    ],
  });
});

test("a server imported from an email whose address has an account is added, and the toast says the account was left as it is", { timeout: 60_000 }, async () => {
  handlers.set("extraction:extractFromEmail", async () => extraction);
  handlers.set("emailImport:importAttendee", async () => "a1");
  handlers.set("csvImport:syncServerAccounts", async () => ({
    success_count: 0,
    error_count: 0,
    created_count: 0,
    errors: [],
    unlinked: [{ row: 1, message: "Row 1: jose@example.org already has a sign-in account; it was left as it is (no server role added)." }],
  }));
  const dialog = await openEmailImport();
  fireEvent.click(within(dialog).getByRole("radio", { name: "Server" }));
  fireEvent.change(within(dialog).getByLabelText("Registration email"), { target: { value: "Nombre: José Núñez\nCorreo: jose@example.org" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Extract Data" }));
  const confirm = await screen.findByRole("dialog", { name: "Confirm Extracted Data" });
  fireEvent.click(within(confirm).getByRole("button", { name: /^Import/ }));
  const toast = await findToast("Attendee Imported");
  expect(toast.textContent).toContain("José Núñez was added as a Server. His email already has a sign-in account, which was left as it is");
  expect(calls.find((call) => call.name === "csvImport:syncServerAccounts")?.args).toEqual({ items: [{ row: 1, attendeeId: "a1" }] });
});
