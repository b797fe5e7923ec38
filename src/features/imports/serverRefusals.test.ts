/** The import's server refusals, in Spanish from their code and values, and in English exactly as the server says them. */
import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
import { EXTRACTION_MESSAGES } from "../../../convex/shared/extractionMessages";
// The test holds the catalogue to the server's own texts, so it reads them where the server keeps them.
// eslint-disable-next-line no-restricted-imports
import { duplicateEmailMessage } from "../../../convex/model/emailImport";
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

test("the upload's and the email import's refusals with values read in Spanish", async () => {
  const chunk = { code: "CHUNK_TOO_LARGE", message: "A chunk holds at most 100 rows; this one has 1200.", params: { max: "100", count: "1200" } };
  expect(await say("en", chunk)).toBe(chunk.message);
  expect(await say("es", chunk)).toBe("Un bloque lleva como máximo 100 filas; este tiene 1200.");
  const duplicate = { code: "DUPLICATE_EMAIL", reason: "emailImport", message: duplicateEmailMessage("jose@example.org"), params: { email: "jose@example.org" } };
  expect(await say("es", duplicate)).toBe("Ya hay un participante con el correo jose@example.org. No se puede importar repetido.");
  const fix = { code: "INVALID", reason: "importFixErrors", message: "Please fix the following errors: Email: x", params: { problems: "Email: x" } };
  expect(await say("es", fix)).toBe("Corrige los siguientes errores: Email: x");
  const tooLong = { code: "TEXT_TOO_LONG", message: EXTRACTION_MESSAGES.tooLong(60_000), params: { length: 60_000, max: 50_000 } };
  // English formats the figures exactly as the server wrote them.
  expect(await say("es", tooLong)).toMatch(/^El texto pegado tiene 60.000 caracteres/);
});

test("the undo's and the extraction's plain refusals are told by their text", async () => {
  expect(await say("es", { code: "INVALID", message: "This import was already undone." })).toBe("Esta importación ya se deshizo.");
  expect(await say("es", { code: "NOT_FOUND", message: "This import is no longer in the history." })).toBe("Esta importación ya no está en el historial.");
  expect(await say("es", { code: "INVALID", message: "This upload can no longer be saved; choose the file again." })).toBe(
    "Esta carga ya no se puede guardar; elige el archivo de nuevo.",
  );
  expect(await say("es", { code: "EMPTY_TEXT", message: EXTRACTION_MESSAGES.emptyText })).toBe("Pega el contenido de un correo para extraer los datos.");
});
