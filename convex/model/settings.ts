import type { MutationCtx, QueryCtx } from "../_generated/server";
import { resolveSettings, SETTING_DEFAULTS, type SettingKey, type Settings } from "../shared/settings";

/** Reading and writing the site settings (the keys, defaults and rules: shared/settings.ts). */

/** The site settings, defaults filled in. */
export async function readSettings(ctx: QueryCtx): Promise<Settings> {
  const rows = await ctx.db.query("siteSettings").take(200);
  return resolveSettings(rows);
}

/** One setting, its default filled in (a single indexed read, for queries that re-run often). */
export async function readSetting(ctx: QueryCtx, key: SettingKey): Promise<string> {
  const row = await ctx.db
    .query("siteSettings")
    .withIndex("by_key", (q) => q.eq("setting_key", key))
    .first();
  return row === null || row.setting_value.trim() === "" ? SETTING_DEFAULTS[key] : row.setting_value;
}

/** Upserts one row per key (keys already filtered by `savableEntries`). */
export async function writeSettings(ctx: MutationCtx, entries: ReadonlyArray<[SettingKey, string]>): Promise<void> {
  const now = Date.now();
  for (const [setting_key, value] of entries) {
    const setting_value = value.trim();
    const existing = await ctx.db
      .query("siteSettings")
      .withIndex("by_key", (q) => q.eq("setting_key", setting_key))
      .first();
    if (existing === null) {
      await ctx.db.insert("siteSettings", { setting_key, setting_value, updated_at: now });
    } else if (existing.setting_value !== setting_value) {
      await ctx.db.patch("siteSettings", existing._id, { setting_value, updated_at: now });
    }
  }
}
