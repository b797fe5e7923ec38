import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./functions";
import { formatName } from "./shared/nameRule";

/** Attendees checked per run; the next page is scheduled so no run grows with the retreat. */
const PAGE = 200;

/**
 * One-off: stores every existing attendee's names as they are shown (the rule new saves apply,
 * shared/nameRule.ts). Run once after upgrading: `npx convex run nameMigration:formatStoredNames`
 * (or wait: each man gets it on his next save).
 */
export const formatStoredNames = internalMutation({
  args: { paginationOpts: v.optional(paginationOptsValidator) },
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db.query("attendees").paginate(paginationOpts ?? { numItems: PAGE, cursor: null });
    let changed = 0;
    for (const man of page.page) {
      const first_name = formatName(man.first_name);
      const last_name = formatName(man.last_name);
      if (first_name === man.first_name && last_name === man.last_name) continue;
      await ctx.db.patch("attendees", man._id, { first_name, last_name });
      changed += 1;
    }
    if (!page.isDone) {
      await ctx.scheduler.runAfter(0, internal.nameMigration.formatStoredNames, {
        paginationOpts: { numItems: PAGE, cursor: page.continueCursor },
      });
    }
    return { changed, done: page.isDone };
  },
});
