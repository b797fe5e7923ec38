import { expect, test } from "vitest";
import { MESSAGES } from "../../../convex/shared/attendeeRules";
import { droppedCellWarning } from "../../../convex/shared/importRow";
import { formatterFor, loadCatalogue } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import type { ImportsKey } from "../../lib/csv/messages";
import { ruleProblemText, ruleRowText } from "./ruleTexts";

const LABELS: Record<string, string> = { Email: "Correo", Phone: "Teléfono", "Amount Paid": "Monto pagado", "First Name": "Nombre" };
const label = (english: string) => LABELS[english];

async function spanish() {
  const formatter = formatterFor("es", importsNs, await loadCatalogue("es", importsNs));
  return (key: ImportsKey, values?: Record<string, string>) => formatter.format(key, values);
}
const same = (name: string) => (name in LABELS ? name : undefined);
const english = (key: ImportsKey, values?: Record<string, string>) => formatterFor("en", importsNs, importsNs.en).format(key, values);

test("a row the rules refuse, from the parser or the server, reads in Spanish", async () => {
  const t = await spanish();
  expect(ruleRowText("Row 5: Email: Please enter a valid email address", t, label)).toBe("Fila 5: Correo: Escribe un correo válido");
  expect(ruleRowText(`Row 6: First Name: ${MESSAGES.nameTooLong(50)}; Email: ${MESSAGES.required}`, t, label)).toBe(
    "Fila 6: Nombre: Se permiten como máximo 50 caracteres; Correo: Este campo es obligatorio",
  );
  const dropped = `Row 7: ${droppedCellWarning({ field: "phone_number", cell: "12", error: MESSAGES.phone })}`;
  expect(ruleRowText(dropped, t, label)).toBe('Fila 7: Teléfono "12": Escribe un número de teléfono válido; se deja vacío');
  expect(ruleRowText(`Row 8: Amount Paid: ${MESSAGES.money}: more than two decimals`, t, label)).toBe(
    "Fila 8: Monto pagado: Escribe una cantidad, por ejemplo 150 o -50: más de dos decimales",
  );
});

test("the English catalogue gives the rules' own words back, and an unknown part leaves the text alone", () => {
  expect(ruleRowText("Row 5: Email: Please enter a valid email address", english, same)).toBe("Row 5: Email: Please enter a valid email address");
  const dropped = `Row 7: ${droppedCellWarning({ field: "phone_number", cell: "12", error: MESSAGES.phone })}`;
  expect(ruleRowText(dropped, english, same)).toBe(dropped);
  expect(ruleRowText("Row 9: Update failed. Room 12 is full", english, same)).toBeUndefined();
  expect(ruleRowText("Row 9: Email: something new", english, same)).toBeUndefined();
});

test("the email review's problems and left-out values read in Spanish, the value kept as read", async () => {
  const t = await spanish();
  expect(ruleProblemText('Phone: Please enter a valid phone number ("555-12")', t, label)).toBe('Teléfono: Escribe un número de teléfono válido ("555-12")');
  expect(ruleProblemText('Phone: could not be read ("someday")', t, label)).toBe('Teléfono: no se pudo leer ("someday")');
  expect(ruleProblemText("Email: Please enter a valid email address", t, label)).toBe("Correo: Escribe un correo válido");
  expect(ruleProblemText("Nickname: whatever", t, label)).toBeUndefined();
});
