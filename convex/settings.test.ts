import { expect, test } from "vitest";
import { api } from "./_generated/api";
import { SETTING_DEFAULTS } from "./model/settings";
import { asRole, setupTest } from "./test.helpers";

test("missing and empty settings fall back to the defaults; unknown stored keys are ignored", async () => {
  const t = setupTest();
  await t.run(async (ctx) => {
    await ctx.db.insert("siteSettings", { setting_key: "retreat_name", setting_value: "ACTS #51", updated_at: 1 });
    await ctx.db.insert("siteSettings", { setting_key: "adoration_start_time", setting_value: "  ", updated_at: 1 });
    await ctx.db.insert("siteSettings", { setting_key: "favourite_colour", setting_value: "blue", updated_at: 1 });
  });
  const { client } = await asRole(t, "basic");
  const settings = await client.query(api.settings.get, {});
  expect(settings).toEqual({ ...SETTING_DEFAULTS, retreat_name: "ACTS #51" });
  expect(settings).not.toHaveProperty("favourite_colour");
});

test("saving upserts known keys only, leaves the logo URLs alone, and the header follows", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  await client.mutation(api.settings.save, {
    values: { retreat_name: " Emmaus #12 ", parish_name: "St. Agnes", retreat_start_date: "2026-03-05", foo: "bar" },
  });
  await client.mutation(api.settings.save, {
    values: { parish_name: "St. Agnes Parish", retreat_header_logo_url: "https://evil.example/x.png" },
  });
  const rows = await t.run(async (ctx) => await ctx.db.query("siteSettings").collect());
  expect(rows.map((row) => [row.setting_key, row.setting_value]).sort()).toEqual([
    ["parish_name", "St. Agnes Parish"],
    ["retreat_name", "Emmaus #12"],
    ["retreat_start_date", "2026-03-05"],
  ]);
  expect(await t.query(api.settings.header, {})).toEqual({
    retreatName: "Emmaus #12",
    parishName: "St. Agnes Parish",
    retreatStartDate: "2026-03-05",
    logoUrl: null,
  });
});

test("invalid values are refused and nothing of that save is written", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const save = (values: Record<string, string>) => client.mutation(api.settings.save, { values });
  await expect(save({ retreat_name: "X", estimated_retreatants: "-1" })).rejects.toMatchObject({
    data: { code: "INVALID", message: "Estimated retreatants: estimates must be at least 0." },
  });
  await expect(save({ house_cost_per_meal: "-0.01" })).rejects.toMatchObject({
    data: { message: "Cost per meal: costs must be at least 0." },
  });
  await expect(save({ retreat_start_date: "5 March" })).rejects.toMatchObject({ data: { code: "INVALID" } });
  await expect(save({ adoration_end_time: "25:00" })).rejects.toMatchObject({ data: { code: "INVALID" } });
  await expect(save({ house_cost_calculation_method: "per_day" })).rejects.toMatchObject({ data: { code: "INVALID" } });
  await expect(save({ retreat_daily_schedule: "[1,2]" })).rejects.toMatchObject({ data: { code: "INVALID" } });
  expect(await t.run(async (ctx) => await ctx.db.query("siteSettings").collect())).toEqual([]);
  await save({ estimated_retreatants: "0", house_cost_per_meal: "12.50", retreat_daily_schedule: '{"2026-03-05":{"start":"17:00","end":"22:00"}}' });
  expect(await t.run(async (ctx) => (await ctx.db.query("siteSettings").collect()).length)).toBe(3);
});

test("the print header uses the centre text and uploaded PDF logos, else the retreat name and the URLs in Settings", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "palancas_admin");
  const plain = await client.query(api.settings.printHeader, {});
  expect(plain).toMatchObject({ centerText: SETTING_DEFAULTS.retreat_name, leftLogoUrl: null, rightLogoUrl: null });

  await t.run(async (ctx) => {
    await ctx.db.insert("siteSettings", { setting_key: "pdf_header_center_text", setting_value: "St. Agnes ACTS", updated_at: 1 });
    await ctx.db.insert("siteSettings", { setting_key: "pdf_header_right_logo_url", setting_value: "/right.png", updated_at: 1 });
    const storageId = await ctx.storage.store(new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }));
    await ctx.db.insert("images", { slot: "pdf_left", storage_id: storageId, updated_at: 1 });
  });
  const header = await client.query(api.settings.printHeader, {});
  expect(header.centerText).toBe("St. Agnes ACTS");
  expect(header.leftLogoUrl).toEqual(expect.any(String));
  expect(header.rightLogoUrl).toBe("/right.png");
});
