/**
 * The built-in extractor for pasted registration emails (PRODUCT.md §5.7, used when no OpenAI
 * key is configured): it reads labelled fields in English and Spanish — "Label: value" lines,
 * bilingual labels ("Name / Nombre"), tab-separated pairs pasted from a table, a label on one
 * line with its value on the next — plus a few free-text phrases ("my name is …").
 */
import { cityStateZip, splitAddress, type AddressParts } from "./emailAnswers";
import { fieldForHeader, normalizeHeader } from "../shared/fieldAliases";
import type { ImportField } from "../shared/importRow";

export type ExtractedCells = Partial<Record<ImportField, string>>;

/** Labels that hold a whole name; it is split into first and last name. */
const FULL_NAME_LABELS = new Set(
  [
    "name", "full name", "your name", "participant", "participant name", "participant s name", "retreatant",
    "retreatant name", "retreatant s name", "server name", "nombre completo", "nombre del participante",
    "su nombre", "tu nombre", "nombre y apellido", "nombre y apellidos", "candidate", "candidate name",
  ].map(normalizeHeader),
);

/** Mail headers whose addresses belong to the sender or the parish, not the registrant. */
const MAIL_HEADER = /^(from|to|cc|bcc|reply-to|sent|date|subject|de|para|enviado|asunto|fecha)\s*:/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const FREE_TEXT_NAME =
  /\b(?:[Mm]y name is|I am|I'm|[Mm]e llamo|[Mm]i nombre es|[Ss]oy)\s+((?:[A-ZÁÉÍÓÚÑ][\p{L}'-]+)(?:\s+(?:de|del|la|[A-ZÁÉÍÓÚÑ][\p{L}'-]+)){1,4})/u;

type Target = ImportField | "full_name" | "middle_name" | "city_state_zip";

/** Questions registration forms ask, matched on the folded label when no alias names the field. */
const QUESTIONS: [RegExp, Target][] = [
  [/\b(who invited you|who referred you|who sponsored you|invited by|quien (te|lo|le) invito|quien (te|lo|le) refirio|invitado por)\b/, "referral_name"],
  [/\b(snore|snoring|ronca|roncas|ronquidos)\b/, "snore"],
  [/\b(sleep|sleeping|stay|staying) at home\b|\bduerme en casa\b|\bdormir en casa\b/, "sleeps_at_home"],
  [/\b(middle name|segundo nombre)\b/, "middle_name"],
  [/\bcity\b.*\bstate\b|\bciudad\b.*\bestado\b/, "city_state_zip"],
  [/\b(how much|amount)\b.*\bpaid\b|\bcuanto pago\b/, "amount_paid"],
  [/\b(allerg|alergi)/, "allergies"],
  [/\b(t shirt|shirt size|talla)\b/, "tshirt_size"],
];

function cleanLine(line: string): string {
  return line
    .replace(/\*\*|__/g, "")
    .replace(/^\s*(?:>+\s*)*(?:[-*•·]\s+)?/, "")
    .trim();
}

function targetForLabel(rawLabel: string): Target | null {
  const label = rawLabel.replace(/^[¿¡\s]+/, "");
  const cleaned = label.replace(/\(.*?\)/g, " ").trim();
  for (const candidate of [label, cleaned, ...cleaned.split(/[/|]/)]) {
    const normal = normalizeHeader(candidate);
    if (normal === "") continue;
    if (FULL_NAME_LABELS.has(normal)) return "full_name";
    const field = fieldForHeader(candidate);
    if (field !== null) return field;
  }
  const folded = normalizeHeader(cleaned);
  return QUESTIONS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

/** "Label: value", "Question? value", "Label<TAB>value", "Label - value"; a label that ends the line has its value on the next. */
function splitLabelled(line: string): { label: string; value: string } | null {
  const match = /^([^:：\t=?]{1,60}?)\s*(?:[:：]|\?\s*[:：]?|\t+|\s=\s|\s[-–]\s)\s*(.*)$/.exec(line);
  if (!match) return null;
  return { label: match[1], value: match[2].trim() };
}

const PARTICLE = /^(de|del|la|las|los|y|van|von|der|da|dos|das)$/i;
/** Two-word first names common among Hispanic men ("Juan Carlos García" is Juan Carlos / García). */
const COMPOUND_FIRST = new Set(
  ["juan carlos", "juan pablo", "juan jose", "juan manuel", "juan luis", "juan antonio", "jose luis", "jose maria", "jose antonio",
    "jose manuel", "jose miguel", "luis miguel", "miguel angel", "jesus maria", "francisco javier", "carlos alberto", "luis alberto"],
);
const SPANISH_LETTERS = /[áéíóúñü]/i;

/**
 * A whole name split into first and last name:
 * - a middle name stays with the first name: "John Michael Smith" → John Michael / Smith;
 * - a Spanish name of three words has two surnames: "Ramón Núñez Peña" → Ramón / Núñez Peña
 *   (Spanish: accented letters in the name, or `spanish` for an email written in Spanish),
 *   unless it starts with a two-word first name: "Juan Carlos García" → Juan Carlos / García;
 * - four or more words end with two surnames: "José Luis Núñez Peña" → José Luis / Núñez Peña;
 * - a particle starts the last name: "José María de la Cruz" → José María / de la Cruz.
 */
export function splitFullName(fullName: string, spanish = false): { first: string; last: string } | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const particle = words.findIndex((word, index) => index > 0 && PARTICLE.test(word));
  const compound = COMPOUND_FIRST.has(normalizeHeader(words.slice(0, 2).join(" ")));
  let firstCount = words.length - 1;
  if (words.length >= 4) firstCount = words.length - 2;
  else if (words.length === 3 && !compound && (spanish || SPANISH_LETTERS.test(fullName))) firstCount = 1;
  if (particle > 0) firstCount = particle;
  return { first: words.slice(0, firstCount).join(" "), last: words.slice(firstCount).join(" ") };
}

/** Pulls a phone and a "(relationship)" out of a contact line such as "Maria Núñez (wife) 555-987-6543". */
function splitContact(cells: ExtractedCells, prefix: "emergency_contact_1" | "emergency_contact_2" | "referral"): void {
  const nameField = `${prefix}_name` as ImportField;
  const value = cells[nameField];
  if (value === undefined) return;
  let rest = value;
  const phone = PHONE.exec(rest);
  if (phone) {
    cells[`${prefix}_phone` as ImportField] ??= phone[0];
    rest = rest.replace(phone[0], " ");
  }
  const email = EMAIL.exec(rest);
  if (email) {
    cells[`${prefix}_email` as ImportField] ??= email[0];
    rest = rest.replace(email[0], " ");
  }
  const relationship = /\(([^)]+)\)/.exec(rest);
  if (relationship) {
    cells[`${prefix}_relationship` as ImportField] ??= relationship[1].trim();
    rest = rest.replace(relationship[0], " ");
  }
  cells[nameField] = rest.replace(/[\s,;–-]+$/g, "").replace(/\s+/g, " ").trim();
}

/** Street, city, state and ZIP from an address on one line, or a "City, ST 12345" line of its own. */
function readAddress(cells: ExtractedCells, place: string | undefined, unlabelled: string[]): void {
  if (cells.address_line_1 !== undefined && cells.city === undefined) {
    const parts = splitAddress(cells.address_line_1);
    for (const [field, value] of Object.entries(parts) as [keyof AddressParts, string][]) {
      if (field === "address_line_1") cells.address_line_1 = value;
      else cells[field] ??= value;
    }
  }
  if (cells.city !== undefined && cells.zip_code !== undefined) return;
  const line = place ?? unlabelled.find((text) => cityStateZip(text) !== null);
  const parts = line === undefined ? null : cityStateZip(line);
  if (parts === null) return;
  cells.city ??= parts.city;
  cells.state ??= parts.state;
  cells.zip_code ??= parts.zip_code;
}

/** Labels only a Spanish email uses. */
const SPANISH_EMAIL = /\b(nombre|apellidos?|correo|tel[eé]fono|direcci[oó]n|ciudad|parroquia)\b/i;

export function extractLabelledFields(text: string): ExtractedCells {
  const spanish = SPANISH_EMAIL.test(text);
  const lines = text.split(/\r?\n/).map(cleanLine);
  const cells: ExtractedCells = {};
  let fullName: string | undefined;
  let middleName: string | undefined;
  let place: string | undefined;
  const unlabelled: string[] = [];
  const assign = (target: Target, value: string) => {
    if (value === "") return;
    if (target === "full_name") fullName ??= value;
    else if (target === "middle_name") middleName ??= value;
    else if (target === "city_state_zip") place ??= value;
    else cells[target] ??= value;
  };
  const nextValue = (from: number): { value: string; at: number } | null => {
    for (let j = from + 1; j < lines.length; j++) {
      if (lines[j] === "") continue;
      const labelled = splitLabelled(lines[j]);
      if (labelled !== null && targetForLabel(labelled.label) !== null) return null;
      if (targetForLabel(lines[j]) !== null) return null;
      return { value: lines[j], at: j };
    }
    return null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === "" || MAIL_HEADER.test(line)) continue;
    const labelled = splitLabelled(line);
    const target = labelled === null ? null : targetForLabel(labelled.label);
    if (labelled !== null && target !== null) {
      if (labelled.value !== "") {
        assign(target, labelled.value);
        continue;
      }
      const next = nextValue(i);
      if (next !== null) {
        assign(target, next.value);
        i = next.at;
      }
      continue;
    }
    const standalone = targetForLabel(line);
    if (standalone !== null && line.length <= 40) {
      const next = nextValue(i);
      if (next !== null) {
        assign(standalone, next.value);
        i = next.at;
        continue;
      }
    }
    unlabelled.push(line);
  }

  readAddress(cells, place, unlabelled);
  const freeText = unlabelled.join("\n");
  fullName ??= FREE_TEXT_NAME.exec(freeText)?.[1];
  if (fullName !== undefined && (cells.first_name === undefined || cells.last_name === undefined)) {
    const split = splitFullName(fullName, spanish);
    if (split !== null) {
      cells.first_name ??= split.first;
      cells.last_name ??= split.last;
    }
  }
  if (cells.first_name !== undefined && cells.last_name === undefined) {
    const split = splitFullName(cells.first_name, spanish);
    if (split !== null) {
      cells.first_name = split.first;
      cells.last_name = split.last;
    }
  }
  if (middleName !== undefined && cells.first_name !== undefined && !cells.first_name.includes(middleName)) {
    cells.first_name = `${cells.first_name} ${middleName}`;
  }
  cells.email ??= EMAIL.exec(freeText)?.[0];
  cells.phone_number ??= PHONE.exec(freeText)?.[0];
  if (cells.email !== undefined) cells.email = (EMAIL.exec(cells.email)?.[0] ?? cells.email).toLowerCase();
  for (const prefix of ["emergency_contact_1", "emergency_contact_2", "referral"] as const) splitContact(cells, prefix);
  for (const key of Object.keys(cells) as ImportField[]) if (cells[key] === undefined) delete cells[key];
  return cells;
}
