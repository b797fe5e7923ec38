import { staffQuery } from "./functions";
import { registrationProgress, uncoveredAdorationHours } from "./model/dashboard";

/** The header's registration badge: retreatants registered against the estimate (live). */
export const registration = staffQuery({
  permission: "signedIn",
  args: {},
  handler: async (ctx) => await registrationProgress(ctx),
});

/** The dashboard's adoration widget: hours still needing someone in the chapel. */
export const adorationCoverage = staffQuery({
  permission: "bookAdoration",
  args: {},
  handler: async (ctx) => ({ uncoveredHours: await uncoveredAdorationHours(ctx) }),
});
