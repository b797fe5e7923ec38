import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import {
  lettersOf,
  logPalanca,
  palancaCountOf,
  readTarget,
  removePalanca,
  requireRetreatant,
  toLetterRow,
  updatePalanca,
  writeTarget,
} from "./model/palancas";

/**
 * The palancas screen. palancas_admin works here, so every query returns only what the screen
 * needs: names, counts and letters, never an attendee's money, health or contact details.
 */
const letterFields = {
  from_name: v.string(),
  relationship: v.optional(v.string()),
  received_date: v.string(),
  notes: v.optional(v.string()),
};

/** One bounded page of the retreatants with their letter counts (read whole with useLiveList). */
export const retreatantPage = staffQuery({
  permission: "managePalancas",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db
      .query("attendees")
      .withIndex("by_type_and_room", (q) => q.eq("attendee_type", "attendee"))
      .paginate(paginationOpts);
    const rows = await Promise.all(
      page.page.map(async (man) => ({
        _id: man._id,
        first_name: man.first_name,
        last_name: man.last_name,
        count: await palancaCountOf(ctx, man._id),
      })),
    );
    return { ...page, page: rows };
  },
});

/** One bounded page of every letter (for the printed packets and the Excel export). */
export const letterPage = staffQuery({
  permission: "managePalancas",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db.query("palancas").withIndex("by_attendee").paginate(paginationOpts);
    return { ...page, page: page.page.map(toLetterRow) };
  },
});

/** One retreatant's name and letters. */
export const lettersFor = staffQuery({
  permission: "managePalancas",
  args: { attendeeId: v.id("attendees") },
  handler: async (ctx, { attendeeId }) => {
    const man = await requireRetreatant(ctx, attendeeId);
    return {
      man: { _id: man._id, first_name: man.first_name, last_name: man.last_name },
      letters: await lettersOf(ctx, attendeeId),
    };
  },
});

/** How many letters each retreatant should have; fewer puts him on the "still needs letters" list. */
export const target = staffQuery({
  permission: "managePalancas",
  args: {},
  handler: async (ctx) => await readTarget(ctx),
});

export const setTarget = staffMutation({
  permission: "managePalancas",
  args: { target: v.number() },
  handler: async (ctx, { target }) => {
    await writeTarget(ctx, target);
    return null;
  },
});

/** Logs a letter received for a retreatant. */
export const log = staffMutation({
  permission: "managePalancas",
  args: { attendeeId: v.id("attendees"), ...letterFields },
  handler: async (ctx, { attendeeId, ...input }) => await logPalanca(ctx, ctx.viewer, attendeeId, input),
});

export const update = staffMutation({
  permission: "managePalancas",
  args: { palancaId: v.id("palancas"), ...letterFields },
  handler: async (ctx, { palancaId, ...input }) => {
    await updatePalanca(ctx, ctx.viewer, palancaId, input);
    return null;
  },
});

export const remove = staffMutation({
  permission: "managePalancas",
  args: { palancaId: v.id("palancas") },
  handler: async (ctx, { palancaId }) => {
    await removePalanca(ctx, ctx.viewer, palancaId);
    return null;
  },
});
