import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import { languageValidator } from "./shared/languages";
import { retreatDays } from "./shared/retreatDays";
import { pageOfServers } from "./model/serverDirectory";
import { readSettings } from "./model/settings";
import {
  createTalk,
  deleteTalk,
  rotatePortalLink,
  setTalkStatus,
  speakerName,
  talksInOrder,
  updateTalk,
} from "./model/talks";

export const talkKindValidator = v.union(v.literal("talk"), v.literal("testimony"));
export const talkStatusValidator = v.union(v.literal("assigned"), v.literal("confirmed"), v.literal("delivered"));

const talkFields = {
  title: v.string(),
  kind: talkKindValidator,
  speaker_id: v.id("attendees"),
  day: v.string(),
  time: v.string(),
  duration_minutes: v.number(),
  place: v.optional(v.string()),
  status: talkStatusValidator,
  staff_notes: v.optional(v.string()),
  /** The speaker portal's language for this talk's link; none: the visitor's browser language. */
  language: v.optional(languageValidator),
};

/**
 * The weekend's talks ordered by day and time, with the speaker's name. No portal link: only its
 * hash is stored; staff get the link when a talk is created or its link is replaced.
 */
export const list = staffQuery({
  permission: "manageTalks",
  args: {},
  handler: async (ctx) => {
    const talks = await talksInOrder(ctx);
    return await Promise.all(
      talks.map(async (talk) => {
        const speaker = talk.speaker_id === null ? null : await ctx.db.get("attendees", talk.speaker_id);
        return {
          _id: talk._id,
          title: talk.title,
          kind: talk.kind,
          speaker_id: talk.speaker_id,
          speaker: speakerName(talk, speaker),
          day: talk.day,
          time: talk.time,
          duration_minutes: talk.duration_minutes,
          place: talk.place ?? null,
          status: talk.status,
          staff_notes: talk.staff_notes ?? null,
          speaker_note: talk.speaker_note ?? null,
          confirmed_at: talk.confirmed_at ?? null,
          language: talk.language ?? null,
        };
      }),
    );
  },
});

/** The retreat's days (Settings' dates and daily schedule), for the day picker. */
export const days = staffQuery({
  permission: "manageTalks",
  args: {},
  handler: async (ctx) => retreatDays(await readSettings(ctx)),
});

/** One bounded page of the servers, for the speaker picker: names only. */
export const serverPage = staffQuery({
  permission: "manageTalks",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await pageOfServers(ctx, paginationOpts);
    return { ...page, page: page.page.map((man) => ({ _id: man._id, first_name: man.first_name, last_name: man.last_name })) };
  },
});

/** A new talk; the answer carries its portal token, shown to staff this once. */
export const create = staffMutation({
  permission: "manageTalks",
  args: talkFields,
  handler: async (ctx, input) => await createTalk(ctx, ctx.viewer, input),
});

export const update = staffMutation({
  permission: "manageTalks",
  args: { talkId: v.id("talks"), ...talkFields },
  handler: async (ctx, { talkId, ...input }) => {
    await updateTalk(ctx, ctx.viewer, talkId, input);
    return null;
  },
});

export const setStatus = staffMutation({
  permission: "manageTalks",
  args: { talkId: v.id("talks"), status: talkStatusValidator },
  handler: async (ctx, { talkId, status }) => {
    await setTalkStatus(ctx, ctx.viewer, talkId, status);
    return null;
  },
});

/** Replaces the talk's portal link (the old one stops working at once); the answer carries the new token, shown this once. */
export const rotateLink = staffMutation({
  permission: "manageTalks",
  args: { talkId: v.id("talks") },
  handler: async (ctx, { talkId }) => ({ portalToken: await rotatePortalLink(ctx, ctx.viewer, talkId) }),
});

export const remove = staffMutation({
  permission: "manageTalks",
  args: { talkId: v.id("talks") },
  handler: async (ctx, { talkId }) => {
    await deleteTalk(ctx, ctx.viewer, talkId);
    return null;
  },
});
