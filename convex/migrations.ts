import { internalMutation } from "./_generated/server";
import { MAX_TALKS } from "./model/talks";

/**
 * The app's data migrations, each safe to run again. The embedded backend runs `migrations:run`
 * at every start; on Convex, run it once after a deploy: `npx convex run migrations:run`
 * (or `npm run migrate -- --convex [--prod]`).
 *
 * - Older data kept each talk's speaker-portal token in plain text beside its hash: the plain
 *   copies go; the hashes stay, so every link already sent keeps working.
 */
export const run = internalMutation({
  args: {},
  handler: async (ctx) => {
    const talks = await ctx.db.query("talks").take(MAX_TALKS);
    let plainPortalTokensDropped = 0;
    for (const talk of talks) {
      if (talk.portal_token === undefined) continue;
      await ctx.db.patch("talks", talk._id, { portal_token: undefined });
      plainPortalTokensDropped += 1;
    }
    return { plainPortalTokensDropped };
  },
});
