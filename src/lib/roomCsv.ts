import Papa from "papaparse";
import { LANGUAGES, type Language } from "../../convex/shared/languages";

/** Room CSV import (SPEC.md §5 Room CSV): parse in the browser, upsert on the server in one mutation. */

export const ROOM_CSV_EMPTY = "The CSV file is empty.";
export const ROOM_CSV_NAME_COLUMN = "CSV file must contain a 'Room Name' or 'Name' column.";
export const roomCsvTooShort = (lines: number) =>
  `CSV file must contain headers and at least one data row. Found ${lines} line(s).`;

/** What the refusals and problems say; English unless the screen passes the person's language. */
export type RoomCsvTexts = {
  empty: string;
  nameColumn: string;
  tooShort: (lines: number) => string;
  rowCapacity: (row: number) => string;
};

export const ENGLISH_ROOM_CSV_TEXTS: RoomCsvTexts = {
  empty: ROOM_CSV_EMPTY,
  nameColumn: ROOM_CSV_NAME_COLUMN,
  tooShort: roomCsvTooShort,
  rowCapacity: (row) => `Row ${row}: Capacity must be a whole number of at least 1.`,
};

/**
 * The room CSV's headers and the template's example rows in each language: a file downloaded in
 * Spanish has Spanish headers, and the import reads the headers of every language.
 */
export const ROOM_CSV_LANGUAGES = {
  en: { name: "Room Name", otherName: "Name", capacity: "Capacity", room: "Room", file: "rooms-template.csv" },
  es: { name: "Nombre del cuarto", otherName: "Nombre", capacity: "Capacidad", room: "Cuarto", file: "plantilla-cuartos.csv" },
} as const satisfies Record<Language, { name: string; otherName: string; capacity: string; room: string; file: string }>;

/** The template to download, with the language's headers and example room names. */
export function roomCsvTemplate(language: Language): { fileName: string; text: string } {
  const { name, capacity, room, file } = ROOM_CSV_LANGUAGES[language];
  return { fileName: file, text: `${name},${capacity}\n${room} 101,3\n${room} 102,4\n${room} 201,2\n` };
}

export const ROOM_CSV_TEMPLATE = roomCsvTemplate("en").text;
export const ROOM_CSV_TEMPLATE_FILE = roomCsvTemplate("en").fileName;

export class RoomCsvError extends Error {}

export type RoomCsvRow = { name: string; capacity: number | null };
export type RoomCsvResult = {
  rows: RoomCsvRow[];
  /** Data rows skipped because the name is empty. */
  skipped: number;
  /** Rows left out because of a bad value, as "Row N: ..." (N counts the header as row 1). */
  problems: string[];
};

/** A header as the import compares it: trimmed, lower case, accents folded ("Capacidad" = "capacidad"). */
function headerKey(header: string): string {
  return header.trim().normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const NAME_HEADERS = [
  ...LANGUAGES.map((language) => headerKey(ROOM_CSV_LANGUAGES[language].name)),
  ...LANGUAGES.map((language) => headerKey(ROOM_CSV_LANGUAGES[language].otherName)),
];
const CAPACITY_HEADERS = LANGUAGES.map((language) => headerKey(ROOM_CSV_LANGUAGES[language].capacity));

function headerIndex(headers: string[], wanted: string[]): number {
  for (const name of wanted) {
    const index = headers.indexOf(name);
    if (index !== -1) return index;
  }
  return -1;
}

function parseCapacity(cell: string | undefined): number | null | "invalid" {
  const text = (cell ?? "").trim();
  if (text === "") return null;
  if (!/^\d+$/.test(text)) return "invalid";
  const value = Number.parseInt(text, 10);
  return value >= 1 ? value : "invalid";
}

/**
 * Parses a room CSV with English or Spanish headers; throws RoomCsvError with the spec's message
 * (in `texts`' language) when the file cannot be used at all.
 */
export function parseRoomCsv(text: string, texts: RoomCsvTexts = ENGLISH_ROOM_CSV_TEXTS): RoomCsvResult {
  const content = text.replace(/^\uFEFF/, "");
  if (content.trim() === "") throw new RoomCsvError(texts.empty);
  const lines = content.split(/\r\n|\n|\r/).filter((line) => line.trim() !== "");
  if (lines.length < 2) throw new RoomCsvError(texts.tooShort(lines.length));

  const parsed = Papa.parse<string[]>(content, { skipEmptyLines: "greedy" });
  const [header = [], ...data] = parsed.data;
  const headers = header.map(headerKey);
  const nameAt = headerIndex(headers, NAME_HEADERS);
  if (nameAt === -1) throw new RoomCsvError(texts.nameColumn);
  const capacityAt = headerIndex(headers, CAPACITY_HEADERS);

  const result: RoomCsvResult = { rows: [], skipped: 0, problems: [] };
  data.forEach((cells, i) => {
    const name = (cells[nameAt] ?? "").trim();
    if (name === "") {
      result.skipped++;
      return;
    }
    const capacity = capacityAt === -1 ? null : parseCapacity(cells[capacityAt]);
    if (capacity === "invalid") {
      result.problems.push(texts.rowCapacity(i + 2));
      return;
    }
    result.rows.push({ name, capacity });
  });
  return result;
}
