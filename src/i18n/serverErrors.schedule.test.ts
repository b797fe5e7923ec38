/**
 * The refusals of adoration, talks, the calendar, prayers, palancas and the speaker portal in
 * Spanish: messages built with values render from their params; plain ones by their text.
 */
import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
// The test holds the catalogue to the server's own texts, so it reads them where the server keeps them.
// eslint-disable-next-line no-restricted-imports
import { ADORATION_MESSAGES } from "../../convex/model/adorationBookings";
// eslint-disable-next-line no-restricted-imports
import { LINK_NOT_VALID } from "../../convex/model/speakerPortal";
import type { Language } from "../../convex/shared/languages";
import { NO_RETREAT_DATES } from "../../convex/shared/retreatDays";
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

// As convex/refusalParams.test.ts sees the server throw them.
const refusals = {
  alreadyHolds: { code: "ADORATION_REFUSED", message: "Rosa Díaz already holds this hour.", reason: "alreadyHolds", params: { name: "Rosa Díaz" } },
  capacity: {
    code: "ADORATION_REFUSED",
    message: "2 people hold this hour; clear a booking before lowering its capacity to 1.",
    reason: "capacityBelowHolders",
    params: { held: 2, capacity: 1 },
  },
  blockOne: { code: "ADORATION_REFUSED", message: "1 person holds this hour; clear the bookings before blocking it.", reason: "blockHeld", params: { held: 1 } },
  blockTwo: { code: "ADORATION_REFUSED", message: "2 people hold this hour; clear the bookings before blocking it.", reason: "blockHeld", params: { held: 2 } },
  talkHours: {
    code: "OUTSIDE_RETREAT",
    message: "On Thursday, March 4, 2027 the retreat runs from 5:00 PM to 10:00 PM; this talk would run from 4:30 PM to 5:15 PM.",
    reason: "talkHours",
    params: { day: "Thursday, March 4, 2027", from: "5:00 PM", to: "10:00 PM", start: "4:30 PM", end: "5:15 PM" },
  },
  overlap: {
    code: "OVERLAP",
    message: 'Tomás Ruiz already gives "God\'s Love" on Friday, March 5, 2027 from 9:00 AM to 9:45 AM; a speaker cannot hold two talks that overlap.',
    reason: "talkOverlap",
    params: { name: "Tomás Ruiz", title: "God's Love", day: "Friday, March 5, 2027", start: "9:00 AM", end: "9:45 AM" },
  },
  notServer: { code: "INVALID", message: "Luis Peña is not a server; speakers are chosen from the servers.", reason: "talkSpeakerNotServer", params: { name: "Luis Peña" } },
  afterRetreat: {
    code: "INVALID",
    message: "The received date cannot be after the retreat ends (2027-03-07).",
    reason: "palancaAfterRetreat",
    params: { date: "2027-03-07" },
  },
  palancaServer: { code: "INVALID", message: "Palancas are for retreatants; Tomás Ruiz is a server.", reason: "palancaServer", params: { name: "Tomás Ruiz" } },
};

test("English is exactly the server's message for every refusal with values", async () => {
  for (const refusal of Object.values(refusals)) expect(await say("en", refusal)).toBe(refusal.message);
  // The English catalogue formats each one back to the server's text (else Spanish would not be trusted).
  for (const refusal of Object.values(refusals)) expect(await say("es", refusal)).not.toBe(refusal.message);
});

test("refusals with values in Spanish, from their params", async () => {
  expect(await say("es", refusals.alreadyHolds)).toBe("Rosa Díaz ya tiene esta hora.");
  expect(await say("es", refusals.capacity)).toBe("2 personas tienen esta hora; quita una reserva antes de bajar su capacidad a 1.");
  expect(await say("es", refusals.blockOne)).toBe("1 persona tiene esta hora; quita las reservas antes de bloquearla.");
  expect(await say("es", refusals.blockTwo)).toBe("2 personas tienen esta hora; quita las reservas antes de bloquearla.");
  expect(await say("es", refusals.talkHours)).toBe("El Thursday, March 4, 2027 el retiro va de 5:00 PM a 10:00 PM; esta charla iría de 4:30 PM a 5:15 PM");
  expect(await say("es", refusals.overlap)).toMatch(/^Tomás Ruiz ya da «God's Love» el Friday, March 5, 2027 de 9:00 AM a 9:45 AM; un expositor no puede/);
  expect(await say("es", refusals.notServer)).toBe("Luis Peña no es servidor; los expositores se eligen entre los servidores.");
  expect(await say("es", refusals.afterRetreat)).toBe("La fecha de recibido no puede ser después del fin del retiro (2027-03-07).");
  expect(await say("es", refusals.palancaServer)).toBe("Las palancas son para los retirantes; Tomás Ruiz es servidor.");
});

test("plain refusals of these screens in Spanish, by their text", async () => {
  expect(await say("es", { code: "ADORATION_REFUSED", message: ADORATION_MESSAGES.full })).toBe("Esta hora ya está llena.");
  expect(await say("es", { code: "ADORATION_REFUSED", message: ADORATION_MESSAGES.capacityRange })).toBe("La capacidad debe ser un número entero de 1 a 20.");
  for (const message of Object.values(ADORATION_MESSAGES)) expect(await say("es", { code: "ADORATION_REFUSED", message })).not.toBe(message);
  expect(await say("es", { code: "INVALID_LINK", message: LINK_NOT_VALID })).toBe("Este enlace ya no es válido");
  expect(await say("es", { code: "NO_RETREAT_DATES", message: NO_RETREAT_DATES })).toMatch(/^Primero indica las fechas/);
  expect(await say("es", { code: "INVALID", message: "A title is required." })).toBe("El título es obligatorio.");
  expect(await say("es", { code: "STALE", message: "The list of prayers changed meanwhile. Please try again." })).toBe(
    "La lista de oraciones cambió mientras tanto. Inténtalo de nuevo.",
  );
  expect(await say("es", { code: "INVALID", message: "The end must be after the start." })).toBe("El fin debe ser después del inicio.");
});
