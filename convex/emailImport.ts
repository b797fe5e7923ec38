import { staffMutation } from "./functions";
import { importExtractedAttendee } from "./model/emailImport";
import { importValuesValidator } from "./model/importValidators";
import { attendeeTypeValidator } from "./shared/validators";

/** Imports the attendee read from a registration email, after staff confirmed the extracted data. */
export const importAttendee = staffMutation({
  permission: "manageAttendees",
  args: { attendee: importValuesValidator, attendeeType: attendeeTypeValidator },
  handler: async (ctx, { attendee, attendeeType }) => await importExtractedAttendee(ctx, ctx.viewer, attendee, attendeeType),
});
