/**
 * The refusals of the finance ledger, inventory and palanquita stock in Spanish: those that name a
 * field or a number carry them (reason and params), and errors.json says them with those values.
 */
import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
import type { Language } from "../../../convex/shared/languages";
import { centsRefusal } from "../../../convex/shared/money";
// The test holds the catalogue to the server's own refusals, so it raises them with the server's code.
// eslint-disable-next-line no-restricted-imports
import { optionalText, requireName, requireQuantity } from "../../../convex/model/entryInput";
// eslint-disable-next-line no-restricted-imports
import { adjustMade } from "../../../convex/model/palanquitas";
import { formatterFor, loadCatalogue } from "../../i18n/namespace";
import { errorsNs } from "../../i18n/namespaces/errors";
import { refusalOf, translateRefusal } from "../../i18n/serverErrors";
import type { Translate } from "../../i18n/useT";

type Key = keyof typeof errorsNs.en;

async function translate(language: Language): Promise<Translate<Key>> {
  const formatter = formatterFor(language, errorsNs, await loadCatalogue(language, errorsNs));
  const t = ((key: Key, values?: Record<string, string>) => formatter.format(key, values)) as Translate<Key>;
  return Object.assign(t, { language });
}

/** What the server refused, in `language`. */
async function said(language: Language, refuse: () => unknown): Promise<string> {
  let error: unknown;
  try {
    await refuse();
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(ConvexError);
  return translateRefusal(await translate(language), await translate("en"), refusalOf(error)!);
}

test("quantities and texts too long name their field in Spanish", async () => {
  expect(await said("es", () => requireQuantity(-1, "On hand"))).toBe("En existencia: no puede ser un número negativo.");
  expect(await said("es", () => requireQuantity(1.5, "Made", { whole: true }))).toBe("Hechas: debe ser un número entero.");
  expect(await said("es", () => optionalText("x".repeat(501), 500, "Description"))).toBe("«Descripción» puede tener como máximo 500 caracteres.");
  expect(await said("es", () => optionalText("x".repeat(101), 100, "Who is making it"))).toBe("«Quién la hace» puede tener como máximo 100 caracteres.");
  expect(await said("es", () => optionalText("x".repeat(101), 100, "Paid by"))).toBe("«Pagado por» puede tener como máximo 100 caracteres.");
  expect(await said("es", () => requireName(" "))).toBe("Escribe un nombre.");
});

test("English stays the server's own message", async () => {
  expect(await said("en", () => requireQuantity(-1, "On hand"))).toBe("On hand cannot be negative.");
  expect(await said("en", () => optionalText("x".repeat(31), 30, "Unit"))).toBe("Unit can be at most 30 characters.");
});

test("a palanquita count changed by too much, and a scholarship above the cost, with their numbers", async () => {
  expect(await said("es", () => adjustMade(null as never, "k" as never, 100_001))).toBe("El cambio debe ser un número entero de -100000 a 100000, distinto de 0.");
  const cost = {
    code: "INVALID",
    reason: "scholarshipCost",
    message: "The reduced cost must be less than his cost of the retreat ($300.00).",
    params: { cost: "$300.00" },
  };
  expect(await said("es", () => {
    throw new ConvexError(cost);
  })).toBe("El costo reducido debe ser menor que su costo del retiro ($300.00).");
  // The ledger's and scholarships' amount check (shared/money.ts centsRefusal), as the server throws it.
  expect(await said("es", () => {
    throw new ConvexError(centsRefusal(-1, { label: "Reduced cost" })!);
  })).toBe("Costo reducido: no puede ser un número negativo.");
});
