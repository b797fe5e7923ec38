import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
import { DOOR_PAYMENT_MESSAGES, parseDoorAmount } from "../../convex/shared/doorPayment";
// The test holds the catalogue to the server's own texts, so it reads them where the server keeps them.
// eslint-disable-next-line no-restricted-imports
import { NOT_SIGNED_IN, PASSWORD_CHANGE_REQUIRED } from "../../convex/functions";
// eslint-disable-next-line no-restricted-imports
import { INVALID_CREDENTIALS, SIGN_UP_CLOSED } from "../../convex/model/passwordProvider";
import type { Language } from "../../convex/shared/languages";
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

test("English is always the server's own message", async () => {
  expect(await say("en", { code: "UNAUTHENTICATED", message: NOT_SIGNED_IN })).toBe(NOT_SIGNED_IN);
  expect(await say("en", { code: "SOMETHING_NEW", message: "A brand new rule." })).toBe("A brand new rule.");
});

test("the door's refusals in Spanish, with their values", async () => {
  expect(await say("es", { code: "UNAUTHENTICATED", message: NOT_SIGNED_IN })).toBe("Debes iniciar sesión para hacer esto.");
  expect(await say("es", { code: "PASSWORD_CHANGE_REQUIRED", message: PASSWORD_CHANGE_REQUIRED })).toMatch(/^Tu contraseña es temporal/);
  expect(
    await say("es", { code: "FORBIDDEN", message: "You don't have permission to do this (checkIn is required).", params: { permission: "checkIn" } }),
  ).toBe("No tienes permiso para hacer esto (se requiere checkIn).");
  expect(await say("es", { code: "INVALID_CREDENTIALS", message: INVALID_CREDENTIALS })).toBe("Correo electrónico o contraseña no válidos.");
  const refund = { code: "INVALID_AMOUNT", reason: "refundTooLarge", message: DOOR_PAYMENT_MESSAGES.refundTooLarge("$40.00"), params: { paid: "$40.00" } };
  expect(await say("es", refund)).toBe("Un reembolso no puede ser mayor que lo que ha pagado ($40.00).");
  const typed = parseDoorAmount("abc", false);
  expect(typed.ok).toBe(false);
  if (!typed.ok) expect(await say("es", { code: "INVALID_AMOUNT", ...typed })).toBe("«abc» no es una cantidad. Escribe un número como 150 o 150.00.");
});

test("a code with several messages is told by its text; one the catalogue does not know stays in English", async () => {
  expect(await say("es", { code: "FORBIDDEN", message: SIGN_UP_CLOSED })).toBe("No es posible registrarse. Pide una cuenta a un administrador.");
  expect(await say("es", { code: "FORBIDDEN", message: "Some other refusal." })).toBe("Some other refusal.");
  // Values that do not give the server's text back are not trusted.
  expect(await say("es", { code: "FORBIDDEN", message: "You don't have permission to do this (checkIn is required).", params: { permission: "x" } })).toBe(
    "You don't have permission to do this (checkIn is required).",
  );
  expect(refusalOf(new Error("network"))).toBeNull();
});
