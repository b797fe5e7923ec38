import { internalMutation } from "./functions";
import { SHARDED_TABLES, shardCounter } from "./model/counterShards";
import { adoptDocuments, ensureCurrentRetreat, linkPeople } from "./model/retreatMigration";
import { scopeWriter } from "./model/retreatScope";
import { MAX_TALKS } from "./model/talks";

/**
 * The app's data migrations, each safe to run again. The embedded backend runs `migrations:run`
 * at every start; on Convex, run it once after a deploy: `npx convex run migrations:run`
 * (or `npm run migrate -- --convex [--prod]`).
 *
 * - Older data kept each talk's speaker-portal token in plain text beside its hash: the plain
 *   copies go; the hashes stay, so every link already sent keeps working.
 * - Older data kept the totals, check-in counts and unassigned counts in one document each: each
 *   becomes the shards of a sharded counter with the same sum (model/counterShards.ts).
 * - Data of the single-weekend app becomes the first retreat and each of its men a person
 *   (model/retreatMigration.ts), a slice per run: run it again while it answers `more: true` (the embedded backend and
 *   `npm run migrate` do).
 */
export const run = internalMutation({
  args: {},
  handler: async (ctx) => {
    const retreat = await ensureCurrentRetreat(ctx);
    const { adopted, more: moreToAdopt } = await adoptDocuments(ctx, retreat._id);
    const { linked, more: moreToLink } = moreToAdopt ? { linked: 0, more: true } : await linkPeople(ctx);
    if (moreToAdopt || moreToLink) {
      return { documentsGivenARetreat: adopted, menGivenAPerson: linked, more: true, plainPortalTokensDropped: 0, counterShardsWritten: 0 };
    }
    // The rest works in the current retreat (older data has only that one).
    ctx = { ...ctx, db: scopeWriter(ctx.db, retreat._id) };
    const talks = await ctx.db.query("talks").take(MAX_TALKS);
    let plainPortalTokensDropped = 0;
    for (const talk of talks) {
      if (talk.portal_token === undefined) continue;
      await ctx.db.patch("talks", talk._id, { portal_token: undefined });
      plainPortalTokensDropped += 1;
    }
    let counterShardsWritten = 0;
    for (const table of SHARDED_TABLES) counterShardsWritten += await shardCounter(ctx, table);
    return { documentsGivenARetreat: adopted, menGivenAPerson: linked, more: false, plainPortalTokensDropped, counterShardsWritten };
  },
});
