import { v } from "convex/values";
import { publicMutation, publicQuery } from "./functions";
import { confirmTalk, leaveNote, portalView } from "./model/speakerPortal";

/**
 * The speaker portal's only entries: no sign-in, the secret link's token is the key. A bad
 * token (malformed, unknown or rotated) gets null from the query and "This link is no longer
 * valid" from the mutations, with no detail about why.
 */
export const view = publicQuery({
  args: { token: v.string() },
  handler: async (ctx, { token }) => await portalView(ctx, token),
});

export const confirm = publicMutation({
  // A note typed but not yet sent goes with the confirmation, so tapping Confirm never loses it.
  args: { token: v.string(), talkId: v.id("talks"), note: v.optional(v.string()) },
  handler: async (ctx, { token, talkId, note }) => {
    if (note !== undefined) await leaveNote(ctx, token, talkId, note);
    await confirmTalk(ctx, token, talkId);
    return null;
  },
});

export const saveNote = publicMutation({
  args: { token: v.string(), talkId: v.id("talks"), note: v.string() },
  handler: async (ctx, { token, talkId, note }) => {
    await leaveNote(ctx, token, talkId, note);
    return null;
  },
});
