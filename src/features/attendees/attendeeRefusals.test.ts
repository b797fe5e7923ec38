/**
 * The attendee screens' refusals in Spanish: the server's (held to the server's own English texts)
 * and the shared rules' field problems (held to convex/shared/attendeeRules.ts's messages).
 */
import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
// The test holds the catalogues to the server's own texts, so it reads them where the server keeps them.
// eslint-disable-next-line no-restricted-imports
import { MESSAGES as SERVER_MESSAGES } from "../../../convex/model/attendees";
// eslint-disable-next-line no-restricted-imports
import { BULK_DELETE_CONFIRMATION } from "../../../convex/model/attendeeRemoval";
// eslint-disable-next-line no-restricted-imports
import { NOT_YOUR_DASHBOARD } from "../../../convex/servers";
import { AMOUNT_PROBLEMS } from "../../../convex/shared/money";
import { MESSAGES, parseAttendeeInput, type AttendeeProblem } from "../../../convex/shared/attendeeRules";
import type { Language } from "../../../convex/shared/languages";
import { formatterFor, loadCatalogue } from "../../i18n/namespace";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { errorsNs } from "../../i18n/namespaces/errors";
import { refusalOf, translateRefusal } from "../../i18n/serverErrors";
import type { Translate } from "../../i18n/useT";
import { englishT, problemLines, problemText, refusedProblems, type AttendeesT } from "./labels";

async function translate<K extends string>(language: Language, ns: { name: string; en: Record<K, unknown> }): Promise<Translate<K>> {
  const formatter = formatterFor(language, ns as never, await loadCatalogue(language, ns as never));
  const t = ((key: K, values?: Record<string, unknown>) => formatter.format(key, values)) as Translate<K>;
  return Object.assign(t, { language });
}

type ErrorKey = keyof typeof errorsNs.en;
const say = async (language: Language, data: unknown) =>
  translateRefusal(await translate<ErrorKey>(language, errorsNs), await translate<ErrorKey>("en", errorsNs), refusalOf(new ConvexError(data as never))!);

test("the server's attendee refusals in Spanish, with their values; English stays the server's text", async () => {
  const duplicate = { code: "DUPLICATE_EMAIL", reason: "attendee", message: SERVER_MESSAGES.duplicateEmail("jose@example.org"), params: { email: "jose@example.org" } };
  expect(await say("en", duplicate)).toBe("An attendee with email jose@example.org already exists.");
  expect(await say("es", duplicate)).toBe("Ya existe un participante con el correo jose@example.org.");
  // Values that do not give the server's text back are not trusted.
  expect(await say("es", { ...duplicate, params: { email: "otro@example.org" } })).toBe(duplicate.message);

  expect(await say("es", { code: "NOT_FOUND", message: SERVER_MESSAGES.notFound })).toBe("No se encontró al participante.");
  const confirm = { code: "CONFIRMATION_REQUIRED", message: `Type ${BULK_DELETE_CONFIRMATION} to confirm.` };
  expect(await say("es", confirm)).toBe("Escribe DELETE para confirmar.");
  const limit = { code: "INVALID", reason: "attendeeExportLimit", message: "Export at most 250 attendees per request.", params: { max: 250 } };
  expect(await say("es", limit)).toBe("Exporta como máximo 250 participantes por solicitud.");
  expect(await say("es", { code: "FORBIDDEN", message: NOT_YOUR_DASHBOARD })).toBe("Solo puedes ver tu propio panel.");
});

test("every field problem's English text is the shared rules' message", () => {
  const english: [AttendeeProblem, string][] = [
    [{ reason: "required" }, MESSAGES.required],
    [{ reason: "tooLong", params: { max: 255 } }, MESSAGES.tooLong(255)],
    [{ reason: "nameTooLong", params: { max: 50 } }, MESSAGES.nameTooLong(50)],
    [{ reason: "email" }, MESSAGES.email],
    [{ reason: "phone" }, MESSAGES.phone],
    [{ reason: "date" }, MESSAGES.date],
    [{ reason: "money" }, MESSAGES.money],
    [{ reason: "money.decimals" }, `${MESSAGES.money}: ${AMOUNT_PROBLEMS.decimals}`],
    [{ reason: "money.tooLarge" }, `${MESSAGES.money}: ${AMOUNT_PROBLEMS.tooLarge}`],
    [{ reason: "boolean" }, MESSAGES.boolean],
    [{ reason: "type" }, MESSAGES.type],
  ];
  for (const [problem, text] of english) expect(problemText(englishT, problem)).toBe(text);
});

test("a refused form's lines: English as the rules write them, Spanish with the values", async () => {
  const parsed = parseAttendeeInput({ first_name: "x".repeat(51), last_name: "", email: "a@b.co", attendee_type: "guest", amount_paid: "99999999999999" });
  expect(parsed.ok).toBe(false);
  if (parsed.ok) return;
  expect(problemLines(englishT, parsed.problems)).toEqual(parsed.errors);
  const es = (await translate("es", attendeesNs)) as AttendeesT;
  expect(problemLines(es, parsed.problems)).toEqual([
    "Nombre: Se permiten 50 caracteres como máximo",
    "Apellido: Este dato es obligatorio",
    "Tipo: El tipo debe ser Retirante o Servidor",
    "Cantidad pagada: Escribe una cantidad, por ejemplo 150 o -50: es demasiado grande",
  ]);
  // The same problems as the server sends them.
  const refused = new ConvexError({
    code: "INVALID",
    message: "…",
    problems: [{ field: "last_name", reason: "required", params: {} }, { field: "nope", reason: "required" }],
  });
  expect(problemLines(es, refusedProblems(refused)!)).toEqual(["Apellido: Este dato es obligatorio"]);
  expect(refusedProblems(new ConvexError({ code: "INVALID", message: "…" }))).toBeNull();
});
