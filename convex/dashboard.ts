import { sharedRows } from "./sharedRows";
import { sharedStaffQuery, staffQuery } from "./functions";
import { readCoverage } from "./model/adorationViews";

/** The header's registration badge: retreatants registered against the estimate (live). */
export const registration = sharedStaffQuery({
  permission: "signedIn",
  args: {},
  rows: sharedRows("registration"),
});

/**
 * The dashboard's adoration widget: the hours nobody holds yet (as their ends, with the retreat's
 * time zone), so the browser counts those not yet over, the same way the adoration grid does.
 */
export const adorationCoverage = staffQuery({
  permission: "bookAdoration",
  args: {},
  handler: async (ctx) => await readCoverage(ctx),
});
