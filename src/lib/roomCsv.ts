import Papa from "papaparse";

/** Room CSV import (SPEC.md §5 Room CSV): parse in the browser, upsert on the server in one mutation. */

export const ROOM_CSV_EMPTY = "The CSV file is empty.";
export const ROOM_CSV_NAME_COLUMN = "CSV file must contain a 'Room Name' or 'Name' column.";
export const roomCsvTooShort = (lines: number) =>
  `CSV file must contain headers and at least one data row. Found ${lines} line(s).`;

export const ROOM_CSV_TEMPLATE = "Room Name,Capacity\nRoom 101,3\nRoom 102,4\nRoom 201,2\n";
export const ROOM_CSV_TEMPLATE_FILE = "rooms-template.csv";

export class RoomCsvError extends Error {}

export type RoomCsvRow = { name: string; capacity: number | null };
export type RoomCsvResult = {
  rows: RoomCsvRow[];
  /** Data rows skipped because the name is empty. */
  skipped: number;
  /** Rows left out because of a bad value, as "Row N: ..." (N counts the header as row 1). */
  problems: string[];
};

const NAME_HEADERS = ["room name", "name"];

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

/** Parses a room CSV; throws RoomCsvError with the spec's message when the file cannot be used at all. */
export function parseRoomCsv(text: string): RoomCsvResult {
  const content = text.replace(/^\uFEFF/, "");
  if (content.trim() === "") throw new RoomCsvError(ROOM_CSV_EMPTY);
  const lines = content.split(/\r\n|\n|\r/).filter((line) => line.trim() !== "");
  if (lines.length < 2) throw new RoomCsvError(roomCsvTooShort(lines.length));

  const parsed = Papa.parse<string[]>(content, { skipEmptyLines: "greedy" });
  const [header = [], ...data] = parsed.data;
  const headers = header.map((h) => h.trim().toLowerCase());
  const nameAt = headerIndex(headers, NAME_HEADERS);
  if (nameAt === -1) throw new RoomCsvError(ROOM_CSV_NAME_COLUMN);
  const capacityAt = headers.indexOf("capacity");

  const result: RoomCsvResult = { rows: [], skipped: 0, problems: [] };
  data.forEach((cells, i) => {
    const name = (cells[nameAt] ?? "").trim();
    if (name === "") {
      result.skipped++;
      return;
    }
    const capacity = capacityAt === -1 ? null : parseCapacity(cells[capacityAt]);
    if (capacity === "invalid") {
      result.problems.push(`Row ${i + 2}: Capacity must be a whole number of at least 1.`);
      return;
    }
    result.rows.push({ name, capacity });
  });
  return result;
}
