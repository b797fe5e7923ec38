/** Admin Users' and Roles' server refusals in Spanish; English exactly as the server says them. */
import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
// The test holds the catalogue to the server's own texts, so it reads them where the server keeps them.
// eslint-disable-next-line no-restricted-imports
import { ADMIN_USER_MESSAGES } from "../../../convex/model/adminUsers";
// eslint-disable-next-line no-restricted-imports
import { LAST_ADMIN } from "../../../convex/model/roles";
import type { Language } from "../../../convex/shared/languages";
import { formatterFor, loadCatalogue } from "../../i18n/namespace";
import { errorsNs } from "../../i18n/namespaces/errors";
import { refusalOf, translateRefusal } from "../../i18n/serverErrors";
import type { Translate } from "../../i18n/useT";

type Key = keyof typeof errorsNs.en;

async function translate(language: Language): Promise<Translate<Key>> {
  const formatter = formatterFor(language, errorsNs, await loadCatalogue(language, errorsNs));
  return Object.assign((key: Key, values?: Record<string, string>) => formatter.format(key, values), { language }) as Translate<Key>;
}

const say = async (language: Language, data: unknown) => translateRefusal(await translate(language), await translate("en"), refusalOf(new ConvexError(data as never))!);

test("a name's refusal names the field in Spanish", async () => {
  const required = { code: "INVALID", reason: "accountNameRequired", message: "First name: Text is required", params: { field: "first" } };
  expect(await say("en", required)).toBe("First name: Text is required");
  expect(await say("es", required)).toBe("Nombre: este campo es obligatorio");
  const tooLong = { code: "INVALID", reason: "accountNameTooLong", message: "Last name: Text must be 50 characters or less", params: { field: "last", max: "50" } };
  expect(await say("es", tooLong)).toBe("Apellido: debe tener como máximo 50 caracteres");
});

test("every Admin Users and Roles refusal has its Spanish text", async () => {
  const spanish = await Promise.all(Object.values(ADMIN_USER_MESSAGES).map((message) => say("es", { code: "INVALID", message })));
  spanish.forEach((text, index) => expect(text).not.toBe(Object.values(ADMIN_USER_MESSAGES)[index]));
  expect(await say("es", { code: "INVALID", message: ADMIN_USER_MESSAGES.ownPassword })).toBe(
    "Aquí no puedes restablecer tu propia contraseña. Usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión.",
  );
  expect(await say("es", { code: "INVALID", message: LAST_ADMIN })).toBe("Debe quedar al menos un administrador.");
  expect(await say("es", { code: "NOT_FOUND", message: "This user no longer exists." })).toBe("Este usuario ya no existe.");
  expect(await say("es", { code: "INVALID", message: "Please enter a valid email address" })).toBe("Escribe un correo válido");
});
