/**
 * How a registration email answers, beyond a bare value: "Yes, loudly", "$250.00 paid",
 * "123 Main St, Austin, TX 78701". Pure helpers for the built-in extractor (emailLabels.ts,
 * emailExtraction.ts).
 */
import { parseBooleanCell } from "../shared/cellValues";
import { fromCents, readCents } from "../shared/money";

const YES = /^(yes|yeah|yep|y|si|sí|s|true|claro|of course|por supuesto|x|checked)\b/i;
const NO = /^(no|nope|n|false|nunca|never|not)\b/i;

/** A yes/no answer written as free text: "Yes, loudly" → true, "No, never" → false; else the plain rule. */
export function answerFlag(cell: string): boolean | undefined {
  const text = cell.trim();
  if (text === "") return undefined;
  if (NO.test(text)) return false;
  if (YES.test(text)) return true;
  return parseBooleanCell(text) ?? undefined; // an unreadable answer is no answer
}

const AMOUNT = /\(?-?\s*(?:US\$|\$|€)?\s*\d[\d,]*(?:\.\d{1,2})?\)?/;

/** The first amount in a money answer written with words: "$250.00 paid" → 250, "paid 1,200" → 1200. */
export function moneyIn(cell: string): number | null | undefined {
  const plain = dollarsIn(cell);
  if (plain !== null) return plain;
  const found = AMOUNT.exec(cell);
  return found === null ? null : (dollarsIn(found[0].replace(/\s+/g, "")) ?? null);
}

/** Dollars (as attendees store them) of an amount, `undefined` when empty, `null` when unreadable. */
function dollarsIn(text: string): number | null | undefined {
  const reading = readCents(text, { round: true });
  if (reading.ok) return fromCents(reading.cents);
  return reading.problem === "empty" ? undefined : null;
}

const UNPAID = /\b(not paid|unpaid|no pagado|pendiente|pending|owes?|debe)\b|^\s*(no|n)\b/i;

/** A payment answer: "$250.00 paid" or "Yes" is paid; "Not paid yet", "No" or "$0" is not. */
export function paidAnswer(cell: string): boolean | undefined {
  const text = cell.trim();
  if (text === "") return undefined;
  if (UNPAID.test(text)) return false;
  const amount = /\d/.test(text) ? moneyIn(text) : null;
  if (typeof amount === "number") return amount > 0;
  return true;
}

export type AddressParts = { address_line_1?: string; city?: string; state?: string; zip_code?: string };

const CITY_STATE_ZIP = /^([\p{L}][\p{L} .'-]*?),?\s+([A-Za-z]{2}|[\p{L}][\p{L} .]+?)\.?,?\s+(\d{5}(?:-\d{4})?)$/u;

/** "Austin, TX 78701" or "San Antonio, Texas 78209" → city, state, ZIP; null when the line is not one. */
export function cityStateZip(line: string): AddressParts | null {
  const match = CITY_STATE_ZIP.exec(line.trim());
  if (match === null) return null;
  return { city: match[1].trim(), state: match[2].trim(), zip_code: match[3] };
}

/** "123 Main St, Austin, TX 78701" → street, city, state, ZIP; a bare street stays as it is. */
export function splitAddress(value: string): AddressParts {
  const parts = value.split(",").map((part) => part.trim()).filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const tail = cityStateZip(parts.slice(i).join(", "));
    if (tail !== null) return { address_line_1: parts.slice(0, i).join(", "), ...tail };
  }
  return { address_line_1: value.trim() };
}
