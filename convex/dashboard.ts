import { staffQuery } from "./functions";
import { readCoverage } from "./model/adorationViews";
import { registrationProgress } from "./model/dashboard";

/** The header's registration badge: retreatants registered against the estimate (live). */
export const registration = staffQuery({
  permission: "signedIn",
  args: {},
  handler: async (ctx) => await registrationProgress(ctx),
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
