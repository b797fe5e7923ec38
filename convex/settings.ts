import { ConvexError, v } from "convex/values";
import { forbidden, publicQuery, staffMutation, staffQuery } from "./functions";
import { uploadedImageUrl } from "./model/images";
import { adorationInputsChanged, syncAdorationSlots, type SlotSyncResult } from "./model/adorationSlots";
import { outsideRetreatDates, type OutsideRetreat } from "./model/outsideRetreat";
import { hasPermission } from "./shared/permissions";
import {
  generalSettings,
  isMoneySettingKey,
  mergeSettings,
  moneySettings,
  savableEntries,
} from "./shared/settings";
import { readSettings, writeSettings } from "./model/settings";
import { settingRefusal, settingsRefusal } from "./shared/settingsRules";

/**
 * What the page header shows to everyone, signed in or not (the sign-in page has the header):
 * the retreat's name, parish, start date for the countdown, and the header logo.
 */
export const header = publicQuery({
  args: {},
  handler: async (ctx) => {
    const settings = await readSettings(ctx);
    const logo = await ctx.db
      .query("images")
      .withIndex("by_slot", (q) => q.eq("slot", "header_logo"))
      .first();
    const uploadedLogo = logo === null ? null : await ctx.storage.getUrl(logo.storage_id);
    return {
      retreatName: settings.retreat_name,
      parishName: settings.parish_name,
      retreatStartDate: settings.retreat_start_date,
      logoUrl: uploadedLogo ?? (settings.retreat_header_logo_url || null),
      defaultLanguage: settings.default_language,
    };
  },
});

/**
 * The header of every printed page (SPEC.md's PDF Header Settings): left logo, centre text,
 * right logo, from the uploaded images or the URLs in Settings; the centre text falls back to the
 * retreat's name. Dates let a printout say which weekend it belongs to.
 */
export const printHeader = staffQuery({
  permission: "anyAdminRole",
  args: {},
  handler: async (ctx) => {
    const settings = await readSettings(ctx);
    const [left, right] = await Promise.all([uploadedImageUrl(ctx, "pdf_left"), uploadedImageUrl(ctx, "pdf_right")]);
    return {
      centerText: settings.pdf_header_center_text || settings.retreat_name,
      leftLogoUrl: left ?? (settings.pdf_header_left_logo_url || null),
      rightLogoUrl: right ?? (settings.pdf_header_right_logo_url || null),
      retreatName: settings.retreat_name,
      parishName: settings.parish_name,
      startDate: settings.retreat_start_date,
      endDate: settings.retreat_end_date,
    };
  },
});

/**
 * Every known setting but the money ones (house costs), defaults filled in for missing or empty
 * values: the retreat's name, dates, schedule, house and estimates any signed-in screen may need.
 */
export const get = staffQuery({
  permission: "signedIn",
  args: {},
  handler: async (ctx) => generalSettings(await readSettings(ctx)),
});

/** The money settings (House Cost Configuration), for the roles that manage finance. */
export const money = staffQuery({
  permission: "manageFinance",
  args: {},
  handler: async (ctx) => moneySettings(await readSettings(ctx)),
});

/**
 * Saves the Settings form: one row per known key; unknown keys and the logo URLs (managed with
 * the images) are ignored; the money settings also need manageFinance. Nothing is saved when any
 * value is invalid. When the retreat dates or the adoration times change, the adoration hours
 * follow; the answer says what that moved.
 */
export const save = staffMutation({
  permission: "manageSettings",
  args: { values: v.record(v.string(), v.string()) },
  handler: async (ctx, { values }): Promise<{ adoration: SlotSyncResult | null; outside: OutsideRetreat }> => {
    const entries = savableEntries(values);
    if (entries.some(([key]) => isMoneySettingKey(key)) && !hasPermission(ctx.viewer.roles, "manageFinance")) {
      throw forbidden("manageFinance");
    }
    for (const [key, value] of entries) {
      const problem = settingRefusal(key, value);
      if (problem !== null) throw new ConvexError(problem);
    }
    const before = await readSettings(ctx);
    const after = mergeSettings(before, entries);
    const problem = settingsRefusal(after);
    if (problem !== null) throw new ConvexError(problem);
    await writeSettings(ctx, entries);
    const adoration = adorationInputsChanged(before, after) ? await syncAdorationSlots(ctx, after) : null;
    return { adoration, outside: await outsideRetreatDates(ctx, after) };
  },
});
