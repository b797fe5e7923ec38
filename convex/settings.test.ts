import { expect, test } from "vitest";
import { api } from "./_generated/api";
import { hasPermission, ROLES } from "./shared/permissions";
import { generalSettings, MONEY_SETTING_KEYS, SETTING_DEFAULTS, SETTING_KEYS } from "./shared/settings";
import { asRole, refusalOf, setupTest } from "./test.helpers";

test("missing and empty settings fall back to the defaults; unknown stored keys are ignored", async () => {
  const t = setupTest();
  await t.run(async (ctx) => {
    await ctx.db.insert("siteSettings", { setting_key: "retreat_name", setting_value: "ACTS #51", updated_at: 1 });
    await ctx.db.insert("siteSettings", { setting_key: "adoration_start_time", setting_value: "  ", updated_at: 1 });
    await ctx.db.insert("siteSettings", { setting_key: "favourite_colour", setting_value: "blue", updated_at: 1 });
  });
  const { client } = await asRole(t, "basic");
  const settings = await client.query(api.settings.get, {});
  expect(settings).toEqual(generalSettings({ ...SETTING_DEFAULTS, retreat_name: "ACTS #51" }));
  expect(settings).not.toHaveProperty("favourite_colour");
});

test("each role gets the general settings; only roles that manage finance get the house costs", async () => {
  const t = setupTest();
  const stored = {
    retreat_name: "ACTS #51",
    retreat_start_date: "2026-03-05",
    house_cost_per_person_sleeping: "245.50",
    house_cost_per_meal: "13.75",
    house_cost_calculation_method: "per_meal",
  };
  await t.run(async (ctx) => {
    for (const [setting_key, setting_value] of Object.entries(stored)) {
      await ctx.db.insert("siteSettings", { setting_key, setting_value, updated_at: 1 });
    }
  });
  const general = SETTING_KEYS.filter((key) => !(MONEY_SETTING_KEYS as readonly string[]).includes(key));
  for (const role of ROLES) {
    const { client } = await asRole(t, role);
    const settings = await client.query(api.settings.get, {});
    expect(Object.keys(settings).sort(), role).toEqual([...general].sort());
    expect(settings, role).toMatchObject({ retreat_name: "ACTS #51", retreat_start_date: "2026-03-05" });
    expect(JSON.stringify(settings), role).not.toMatch(/house_cost|245\.50|13\.75|per_meal/);
    if (hasPermission([role], "manageFinance")) {
      expect(await client.query(api.settings.money, {}), role).toEqual({
        house_cost_per_person_sleeping: "245.50",
        house_cost_per_person_meals_only: SETTING_DEFAULTS.house_cost_per_person_meals_only,
        house_cost_per_meal: "13.75",
        house_cost_calculation_method: "per_meal",
        house_cost_enabled: "true",
      });
    } else {
      expect((await refusalOf(client.query(api.settings.money, {}))).code, role).toBe("FORBIDDEN");
    }
  }
  expect((await refusalOf(t.query(api.settings.get, {}))).code).toBe("UNAUTHENTICATED");
  expect((await refusalOf(t.query(api.settings.money, {}))).code).toBe("UNAUTHENTICATED");
  expect(ROLES.filter((role) => hasPermission([role], "manageFinance"))).toEqual(["admin"]);
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
    defaultLanguage: "en",
  });
});

test("the default language is en or es, and the header carries it", async () => {
  const t = setupTest();
  const { client: admin } = await asRole(t, "admin");
  await expect(admin.mutation(api.settings.save, { values: { default_language: "fr" } })).rejects.toMatchObject({
    data: { message: expect.stringContaining("Default language must be en or es.") },
  });
  await admin.mutation(api.settings.save, { values: { default_language: "es" } });
  expect((await t.query(api.settings.header, {})).defaultLanguage).toBe("es");
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

test("each refusal names its field: schedule JSON, dates in order, time zone, cost steps, whole estimates", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const refusal = async (values: Record<string, string>) => (await refusalOf(client.mutation(api.settings.save, { values }))).message;
  expect(await refusal({ retreat_daily_schedule: "{not json" })).toBe("Daily schedule is not valid JSON.");
  expect(await refusal({ retreat_daily_schedule: '{"2026-03-05":{"start":"17:00"}}' })).toBe(
    "Daily schedule: 2026-03-05 needs a start and an end time in the form HH:MM.",
  );
  expect(await refusal({ retreat_daily_schedule: '{"March 5":{"start":"17:00","end":"22:00"}}' })).toBe(
    'Daily schedule: "March 5" is not a date in the form YYYY-MM-DD.',
  );
  expect(await refusal({ retreat_daily_schedule: '{"2026-03-05":{"start":"22:00","end":"17:00"}}' })).toBe(
    "Daily schedule: on 2026-03-05 the end time must be after the start time.",
  );
  expect(await refusal({ retreat_start_date: "2026-03-08", retreat_end_date: "2026-03-05" })).toBe("End date cannot be before the start date.");
  expect(await refusal({ retreat_start_date: "2026-02-30" })).toBe("Start date must be a date in the form YYYY-MM-DD.");
  expect(await refusal({ retreat_start_date: "2026-03-01", retreat_end_date: "2026-03-15" })).toBe("The retreat can last at most 14 days.");
  expect(await refusal({ retreat_time_zone: "Mars/Olympus" })).toBe('Time zone: "Mars/Olympus" is not a known time zone (e.g. America/Chicago).');
  expect(await refusal({ house_cost_per_meal: "10.005" })).toBe("Cost per meal: costs go in steps of 0.01.");
  expect(await refusal({ house_cost_per_meal: "10.0051" })).toBe("Cost per meal: costs go in steps of 0.01.");
  expect(await refusal({ estimated_servers: "2.5" })).toBe("Estimated servers: estimates must be whole numbers.");
  expect(await refusal({ house_cost_enabled: "maybe" })).toBe("House cost enabled must be true or false.");
  expect(await refusal({ parish_name: "x".repeat(256) })).toBe("Parish name must be 255 characters or less.");
  expect(await t.run(async (ctx) => await ctx.db.query("siteSettings").collect())).toEqual([]);

  // An end date alone is checked against the stored start date.
  await client.mutation(api.settings.save, { values: { retreat_start_date: "2026-03-05", retreat_time_zone: "America/Chicago" } });
  expect(await refusal({ retreat_end_date: "2026-03-04" })).toBe("End date cannot be before the start date.");
  await client.mutation(api.settings.save, {
    values: { retreat_end_date: "2026-03-08", house_cost_per_meal: "10.05", retreat_daily_schedule: '{"2026-03-05":{"start":"17:00","end":"22:00"}}' },
  });
  expect(await client.query(api.settings.get, {})).toMatchObject({ retreat_end_date: "2026-03-08", retreat_time_zone: "America/Chicago" });
});

test("only manageSettings may save", async () => {
  const t = setupTest();
  expect((await refusalOf(t.mutation(api.settings.save, { values: { retreat_name: "X" } }))).code).toBe("UNAUTHENTICATED");
  for (const role of ["basic", "adoration_admin", "server"] as const) {
    const { client } = await asRole(t, role);
    expect((await refusalOf(client.mutation(api.settings.save, { values: { retreat_name: "X" } }))).code).toBe("FORBIDDEN");
  }
});

test("a change of the retreat's dates names the talks and events it leaves outside them", async () => {
  const t = setupTest();
  const { client: admin } = await asRole(t, "admin");
  const dates = (start: string, end: string) => ({ retreat_start_date: start, retreat_end_date: end, retreat_daily_schedule: "{}" });
  await admin.mutation(api.settings.save, { values: dates("2027-03-04", "2027-03-07") });
  await t.run(async (ctx) => {
    await ctx.db.insert("talks", { title: "God's Love", kind: "talk", speaker_id: null, day: "2027-03-07", time: "09:00", duration_minutes: 30, status: "assigned", portal_token_hash: "hash", created_at: 0 });
    await ctx.db.insert("calendarEvents", { title: "Team meeting", day: "2027-03-04", start_time: "08:00", end_time: "09:00", created_at: 0 });
  });
  const inside = await admin.mutation(api.settings.save, { values: dates("2027-03-04", "2027-03-07") });
  expect(inside.outside).toEqual({ talks: [], events: [] });
  const moved = await admin.mutation(api.settings.save, { values: dates("2027-03-05", "2027-03-06") });
  expect(moved.outside).toEqual({ talks: [{ title: "God's Love", day: "2027-03-07" }], events: [{ title: "Team meeting", day: "2027-03-04" }] });
});

test("a refused setting carries its reason and values, so the screens can say it in Spanish", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const save = (values: Record<string, string>) => client.mutation(api.settings.save, { values });
  expect(await refusalOf(save({ estimated_retreatants: "-1" }))).toEqual({
    code: "INVALID",
    reason: "settings.estimateNegative",
    message: "Estimated retreatants: estimates must be at least 0.",
    params: { setting: "estimated_retreatants" },
  });
  expect(await refusalOf(save({ retreat_time_zone: "Mars/Olympus" }))).toEqual({
    code: "INVALID",
    reason: "settings.timeZone",
    message: 'Time zone: "Mars/Olympus" is not a known time zone (e.g. America/Chicago).',
    params: { zone: "Mars/Olympus" },
  });
  expect(await refusalOf(save({ retreat_start_date: "2027-03-01", retreat_end_date: "2027-03-20" }))).toEqual({
    code: "INVALID",
    reason: "settings.tooManyDays",
    message: "The retreat can last at most 14 days.",
    params: { max: 14 },
  });
  expect(await refusalOf(save({ default_language: "fr" }))).toEqual({ code: "INVALID", reason: "settings.language", message: "Default language must be en or es." });
});
