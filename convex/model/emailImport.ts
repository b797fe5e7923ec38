import { ConvexError } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { findByEmail } from "./attendees";
import { newAttendee } from "./csvImport";
import { FIELD_LABELS } from "../shared/attendeeRules";
import { prepareImportRow, type ImportValues } from "../shared/importRow";
import type { AttendeeType } from "../shared/validators";

export const duplicateEmailMessage = (email: string) =>
  `An attendee with email ${email} already exists. Cannot import duplicate.`;

/** Adds the attendee confirmed in 'Confirm Extracted Data'; an email already on file is refused, never merged. */
export async function importExtractedAttendee(
  ctx: MutationCtx,
  viewer: Viewer,
  values: ImportValues,
  attendeeType: AttendeeType,
): Promise<Id<"attendees">> {
  const prepared = prepareImportRow(values, attendeeType);
  // Staff confirm these fields in a form, so every refused field is theirs to fix, not left empty.
  const problems = prepared.ok
    ? prepared.dropped.map(({ field, error }) => `${FIELD_LABELS[field]}: ${error}`)
    : [prepared.reason];
  if (!prepared.ok || problems.length > 0) {
    const list = problems.join("; ");
    throw new ConvexError({ code: "INVALID", reason: "importFixErrors", message: `Please fix the following errors: ${list}`, params: { problems: list } });
  }
  const { payload } = prepared;
  if ((await findByEmail(ctx, payload.email)) !== null) {
    throw new ConvexError({ code: "DUPLICATE_EMAIL", reason: "emailImport", message: duplicateEmailMessage(payload.email), params: { email: payload.email } });
  }
  const doc = newAttendee(payload, Date.now());
  const id = await ctx.db.insert("attendees", doc);
  await recordChange(ctx, { table: "attendees", docId: id, viewer, before: null, after: doc, summary: "Imported from email" });
  return id;
}
