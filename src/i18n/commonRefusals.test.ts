import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
import { IMAGE_MISMATCH_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from "../../convex/shared/imageRules";
import type { Language } from "../../convex/shared/languages";
import { parseDoorAmount } from "../../convex/shared/doorPayment";
import { centsRefusal, moneyInputRefusal } from "../../convex/shared/money";
import { quantityInputRefusal, quantityRefusal } from "../../convex/shared/quantity";
import { NO_RETREAT_DATES, requireRetreatDay, requireTime, retreatDays } from "../../convex/shared/retreatDays";
// The test holds the catalogue to the server's own texts, so it reads them where the server keeps them.
// eslint-disable-next-line no-restricted-imports
import { TOO_MANY_REFRESHES } from "../../convex/model/refreshGuard";
import { formatterFor, loadCatalogue } from "./namespace";
import { errorsNs } from "./namespaces/errors";
import { refusalOf, translateRefusal } from "./serverErrors";
import type { Translate } from "./useT";

type Key = keyof typeof errorsNs.en;

async function translate(language: Language): Promise<Translate<Key>> {
  const formatter = formatterFor(language, errorsNs, await loadCatalogue(language, errorsNs));
  const t = ((key: Key, values?: Record<string, string>) => formatter.format(key, values)) as Translate<Key>;
  return Object.assign(t, { language });
}

const say = async (language: Language, data: unknown) => translateRefusal(await translate(language), await translate("en"), refusalOf(new ConvexError(data as never))!);

/** What a shared rule threw, as the screen receives it. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof ConvexError) return error.data;
    throw error;
  }
  throw new Error("expected a refusal");
}

const days = retreatDays({ retreat_start_date: "2027-03-05", retreat_end_date: "2027-03-07", retreat_daily_schedule: "{}" });

test("a day outside the retreat names the dates in the person's language; English is the server's text", async () => {
  const refusal = thrown(() => requireRetreatDay(days, "2027-03-09"));
  expect(refusal).toMatchObject({ code: "OUTSIDE_RETREAT", message: "Tuesday, March 9, 2027 is not a day of the retreat (Friday, March 5, 2027 to Sunday, March 7, 2027)." });
  expect(await say("en", refusal)).toBe("Tuesday, March 9, 2027 is not a day of the retreat (Friday, March 5, 2027 to Sunday, March 7, 2027).");
  expect(await say("es", refusal)).toBe("El martes, 9 de marzo de 2027 no es un día del retiro (del viernes, 5 de marzo de 2027 al domingo, 7 de marzo de 2027).");
  expect(await say("es", thrown(() => requireRetreatDay([], "2027-03-09")))).toBe("Primero indica las fechas de inicio y fin del retiro en Configuración.");
  expect(await say("es", { code: "NO_RETREAT_DATES", message: NO_RETREAT_DATES })).toBe("Primero indica las fechas de inicio y fin del retiro en Configuración.");
  expect(await say("es", thrown(() => requireRetreatDay(days, "9 March")))).toBe("Las fechas deben tener el formato AAAA-MM-DD.");
  expect(await say("es", thrown(() => requireTime("7pm", "The start")))).toBe("El inicio: debe ser una hora con el formato HH:MM.");
  // A label the catalogue does not know stays the server's, inside a Spanish sentence.
  expect(await say("es", thrown(() => requireTime("7pm", "Doors open")))).toBe("Doors open: debe ser una hora con el formato HH:MM.");
});

test("quantities, money and images refused in Spanish", async () => {
  expect(await say("es", quantityRefusal(-1, "On hand"))).toBe("En existencia: no puede ser un número negativo.");
  expect(await say("es", quantityRefusal(2.5, "Made", { whole: true }))).toBe("Hechas: debe ser un número entero.");
  expect(await say("es", quantityInputRefusal("abc", "Needed per retreatant"))).toBe("Necesario por retirante: debe ser un número.");
  expect(await say("es", centsRefusal(-500, { label: "Reduced cost" }))).toBe("Costo reducido: no puede ser un número negativo.");
  expect(await say("es", moneyInputRefusal("12.505"))).toBe("Cantidad: puede tener como máximo dos decimales.");
  expect(await say("en", moneyInputRefusal("12.505"))).toBe("Amount can have at most two decimals.");
  expect(await say("es", moneyInputRefusal("", { label: "The amount" }))).toBe("La cantidad: falta este dato.");
  // The door's own amount rule leaves a third decimal to the money rule's sentence.
  const door = parseDoorAmount("12.345", false);
  expect(!door.ok && (await say("es", { code: "INVALID_AMOUNT", ...door }))).toBe("La cantidad puede tener como máximo dos decimales.");
  expect(await say("es", { code: "INVALID", message: IMAGE_TYPE_MESSAGE })).toBe("Solo se pueden subir imágenes PNG, JPEG o WebP (no se aceptan SVG ni otros archivos).");
  expect(await say("es", { code: "TOO_LARGE", message: IMAGE_SIZE_MESSAGE })).toBe("La imagen pesa más de 5 MB. Sube un archivo más pequeño.");
  expect(await say("es", { code: "INVALID", message: IMAGE_MISMATCH_MESSAGE })).toMatch(/^El contenido del archivo/);
  expect(await say("es", { code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_REFRESHES })).toBe("Demasiados intentos de renovar esta sesión. Espera unos minutos e inténtalo de nuevo.");
});

test("every refusal of the settings rules is in the catalogue: English gives the server's text back, Spanish translates it", async () => {
  const { settingRefusal, settingsRefusal } = await import("../../convex/shared/settingsRules");
  const { SETTING_DEFAULTS, SETTING_KEYS } = await import("../../convex/shared/settings");
  const cases: Array<[string, string]> = [
    ["estimated_servers", "-1"],
    ["estimated_retreatants", "2.5"],
    ["house_cost_per_person_sleeping", "-3"],
    ["house_cost_per_person_meals_only", "1.005"],
    ["house_cost_per_meal", "abc"],
    ["retreat_start_date", "5 March"],
    ["retreat_end_date", "2027-02-30"],
    ["adoration_start_time", "7pm"],
    ["adoration_end_time", "25:00"],
    ["retreat_daily_schedule", "not json"],
    ["retreat_daily_schedule", "[1]"],
    ["retreat_daily_schedule", '{"March 5":{}}'],
    ["retreat_daily_schedule", '{"2027-03-05":{"start":"9"}}'],
    ["retreat_daily_schedule", '{"2027-03-05":{"start":"10:00","end":"09:00"}}'],
    ["retreat_time_zone", "Mars/Olympus"],
    ["default_language", "fr"],
    ["house_cost_calculation_method", "per_day"],
    ["house_cost_enabled", "yes"],
    ...SETTING_KEYS.filter((key) => settingRefusal(key, "x".repeat(300))?.reason === "settings.textTooLong").map((key) => [key, "x".repeat(300)] as [string, string]),
  ];
  expect(cases.length).toBeGreaterThan(25);
  const refusals = [
    ...cases.map(([key, value]) => settingRefusal(key as never, value)),
    settingsRefusal({ ...SETTING_DEFAULTS, retreat_start_date: "2027-03-05", retreat_end_date: "2027-03-01" }),
    settingsRefusal({ ...SETTING_DEFAULTS, retreat_start_date: "2027-03-01", retreat_end_date: "2027-03-30" }),
  ];
  for (const refusal of refusals) {
    expect(refusal, JSON.stringify(refusal)).not.toBeNull();
    expect(await say("en", refusal)).toBe(refusal!.message);
    const spanish = await say("es", refusal);
    expect(spanish, refusal!.message).not.toBe(refusal!.message);
    expect(spanish, refusal!.message).not.toMatch(/must|cannot|estimates|costs|Daily schedule|Time zone/);
  }
});

test("every quantity and money refusal of the known fields is translated, and its English is the rule's", async () => {
  const refusals = [
    ...["Needed per retreatant", "Made", "On hand", "Needed per server", "Fixed extra"].flatMap((label) => [
      quantityRefusal(Number.NaN, label),
      quantityRefusal(-1, label),
      quantityRefusal(2_000_000, label),
      quantityRefusal(1.5, label, { whole: true }),
      quantityRefusal(1.234, label),
    ]),
    ...["Amount", "The amount", "Reduced cost"].flatMap((label) => [
      moneyInputRefusal("", { label }),
      moneyInputRefusal("abc", { label }),
      moneyInputRefusal("1.234", { label }),
      moneyInputRefusal("999999999999", { label }),
      moneyInputRefusal("-5", { label }),
      centsRefusal(1.5, { label }),
    ]),
  ];
  for (const refusal of refusals) {
    expect(refusal).not.toBeNull();
    expect(await say("en", refusal)).toBe(refusal!.message);
    expect(await say("es", refusal), refusal!.message).not.toMatch(/must|cannot|too large|required|decimals|Needed|Made|On hand|Fixed|Amount|amount|Reduced/);
  }
});
