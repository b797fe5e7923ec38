/**
 * The Latin-1 registration export through the real import path: the upload's parser and runner
 * in front of the csvImport functions. Every man is saved, refunds stay negative, and each cell
 * left empty is reported by row.
 */
import { expect, test } from "vitest";
import { commitImport, previewImport, type ImportCalls } from "../src/lib/csv/importRunner";
import { parseAttendeeCsv } from "../src/lib/csv/parseAttendeeCsv";
import { LATIN1_REGISTRATION_NAMES, latin1Registrations } from "../tests/fixtures/registrationsLatin1";
import { api } from "./_generated/api";
import { asRole, setupTest } from "./test.helpers";

test("a Latin-1 file with (50) refunds and unreadable cells keeps every man", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const calls: ImportCalls = {
    previewChunk: (args) => client.query(api.csvImport.previewChunk, args),
    importChunk: (args) => client.mutation(api.csvImport.importChunk, args),
    syncServerAccounts: (args) => client.action(api.csvImport.syncServerAccounts, args),
  };
  const parsed = parseAttendeeCsv(latin1Registrations(), { attendeeType: "attendee" });

  const preview = await previewImport(parsed, "attendee", calls);
  expect(preview.rejected).toEqual([]);
  expect(preview.create).toHaveLength(LATIN1_REGISTRATION_NAMES.length);
  expect(preview.warnings.map((warning) => warning.row)).toEqual([4, 4, 5, 5, 5, 6, 7, 8]);

  const outcome = await commitImport(parsed, "attendee", calls);
  expect(outcome).toMatchObject({ created: LATIN1_REGISTRATION_NAMES.length, updated: 0, errors: [] });
  expect(outcome.warnings).toEqual(preview.warnings);

  const saved = await t.run(async (ctx) => await ctx.db.query("attendees").collect());
  expect(saved.map((man) => `${man.first_name} ${man.last_name}`).sort()).toEqual([...LATIN1_REGISTRATION_NAMES].sort());
  const byEmail = new Map(saved.map((man) => [man.email, man]));
  expect(byEmail.get("jose.nunez@example.org")).toMatchObject({ amount_paid: -50, has_paid: false, birthday: "1975-12-03" });
  expect(byEmail.get("martin.ibanez@example.org")).toMatchObject({ amount_paid: -50 });
  expect(byEmail.get("andres.celik@example.org")).toMatchObject({ amount_paid: 1250, has_paid: true, donations: -25 });
  expect(byEmail.get("ramon.munoz@example.org")).toMatchObject({ phone_number: null, amount_paid: 200 });
  expect(byEmail.get("raul.saenz@example.org")).not.toHaveProperty("amount_paid");

  // The same file again changes nothing and loses nobody.
  const again = await commitImport(parsed, "attendee", calls);
  expect(again).toMatchObject({ created: 0, updated: 0, unchanged: LATIN1_REGISTRATION_NAMES.length, errors: [] });
});
