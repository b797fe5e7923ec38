import { v } from "convex/values";
import { internalAction, internalQuery, env } from "./_generated/server";
import { internalMutation } from "./functions";
import { currentRetreat } from "./model/retreats";
import { scopeReader } from "./model/retreatScope";
import { internal } from "./_generated/api";
import { readSetting } from "./model/settings";
import { isLanguage, languageValidator, type Language } from "./shared/languages";

/** Queue a message. With MAIL_API_URL configured it is sent at once through the mail provider. */
export const enqueue = internalMutation({
  args: { to: v.string(), subject: v.string(), text: v.string() },
  handler: async (ctx, args) => {
    const id = await ctx.db.insert("outboxEmails", {
      ...args,
      status: "queued",
      created_at: Date.now(),
    });
    if (env.MAIL_API_URL) {
      await ctx.scheduler.runAfter(0, internal.email.send, { id });
    }
    return id;
  },
});

/** Messages not delivered yet (the embedded backend writes them to its outbox file). */
export const queued = internalQuery({
  args: {},
  handler: async (ctx) =>
    await ctx.db
      .query("outboxEmails")
      .withIndex("by_status", (q) => q.eq("status", "queued"))
      .take(100),
});

export const get = internalQuery({
  args: { id: v.id("outboxEmails") },
  handler: async (ctx, { id }) => await ctx.db.get("outboxEmails", id),
});

export const markSent = internalMutation({
  args: { id: v.id("outboxEmails") },
  handler: async (ctx, { id }) => {
    await ctx.db.patch("outboxEmails", id, { status: "sent", sent_at: Date.now() });
  },
});

export const markFailed = internalMutation({
  args: { id: v.id("outboxEmails"), error: v.string() },
  handler: async (ctx, { id, error }) => {
    await ctx.db.patch("outboxEmails", id, { status: "failed", error });
  },
});

/**
 * Sends one message through an HTTP mail API (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM), posting
 * `{ from, to, subject, text }` as JSON with a bearer key — the shape Resend and similar providers accept.
 */
export const send = internalAction({
  args: { id: v.id("outboxEmails") },
  handler: async (ctx, { id }) => {
    const message = await ctx.runQuery(internal.email.get, { id });
    if (message === null || message.status !== "queued") return;
    const url = env.MAIL_API_URL;
    if (!url) return;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${env.MAIL_API_KEY ?? ""}`,
        },
        body: JSON.stringify({
          from: env.MAIL_FROM ?? "Retreat Admin <no-reply@example.org>",
          to: message.to,
          subject: message.subject,
          text: message.text,
        }),
      });
      if (!response.ok) throw new Error(`Mail provider answered ${response.status}`);
      await ctx.runMutation(internal.email.markSent, { id });
    } catch (error) {
      await ctx.runMutation(internal.email.markFailed, {
        id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  },
});

/** The language an email to `email` is written in: the account's choice, else the current retreat's default. */
export const languageFor = internalQuery({
  args: { email: v.string() },
  returns: languageValidator,
  handler: async (ctx, { email }): Promise<Language> => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email.trim().toLowerCase()))
      .first();
    if (isLanguage(user?.language)) return user.language;
    const retreat = await currentRetreat(ctx);
    if (retreat === null) return "en";
    const retreatDefault = await readSetting({ ...ctx, db: scopeReader(ctx.db, retreat._id) }, "default_language");
    return isLanguage(retreatDefault) ? retreatDefault : "en";
  },
});
