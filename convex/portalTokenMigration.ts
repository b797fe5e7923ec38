import { internalMutation } from "./_generated/server";
import { MAX_TALKS } from "./model/talks";

/**
 * One-off: older data kept each talk's speaker-portal token in plain text beside its hash. This
 * drops the plain copies; the hashes stay, so every link already sent keeps working. Any write of
 * a talk drops its copy too. Run once after upgrading: `npm run migrate` (embedded backend) or
 * `npx convex run portalTokenMigration:dropPlainTokens` (Convex).
 */
export const dropPlainTokens = internalMutation({
  args: {},
  handler: async (ctx) => {
    const talks = await ctx.db.query("talks").take(MAX_TALKS);
    let dropped = 0;
    for (const talk of talks) {
      if (talk.portal_token === undefined) continue;
      await ctx.db.patch("talks", talk._id, { portal_token: undefined });
      dropped += 1;
    }
    return { dropped };
  },
});
