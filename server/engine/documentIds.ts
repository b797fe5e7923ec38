/**
 * Document ids as Convex makes them: 16 random bytes behind the table's number, in Convex's
 * encoding (base32 with a checksum, `convexIds.ts`), so an id reveals nothing about any other
 * id. Secrets built from ids (Convex Auth's refresh tokens are `<token id>|<session id>`) are
 * then as strong here as on Convex.
 *
 * Each table's number is kept in `<dataDir>/tables.json`: a new data directory numbers its
 * tables as a backup does (user tables in name order from 10,001; `_storage` 540,
 * `_scheduled_functions` 539), and a table added later gets the next free number, so an id
 * always names the same table. Ids made by earlier versions (a counter, then the table name)
 * stay valid: they are told apart by their table name, which a random id never spells.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  decodeConvexId,
  encodeConvexId,
  FIRST_USER_TABLE_NUMBER,
  SCHEDULED_FUNCTIONS_TABLE_NUMBER,
  STORAGE_TABLE_NUMBER,
} from "../backup/convexIds.js";
import { writeFileDurably } from "../store/wal.js";

export const TABLES_FILE = "tables.json";
const SYSTEM_TABLE_NUMBERS: Record<string, number> = {
  _storage: STORAGE_TABLE_NUMBER,
  _scheduled_functions: SCHEDULED_FUNCTIONS_TABLE_NUMBER,
};
const LEGACY_ID = /^([0-9]+)(.+)$/;
const RECENT_IDS = 50_000;

type TablesFile = { format: 1; tables: Record<string, number> };

/** Table numbers for a set of tables: the system tables' fixed ones, user tables in name order from 10,001. */
export function defaultTableNumbers(tables: Iterable<string>): Map<string, number> {
  const numbers = new Map(Object.entries(SYSTEM_TABLE_NUMBERS));
  const user = [...new Set(tables)].filter((table) => !table.startsWith("_")).sort();
  user.forEach((table, i) => numbers.set(table, FIRST_USER_TABLE_NUMBER + i));
  return numbers;
}

export class DocumentIds {
  private readonly byName = new Map<string, number>();
  private readonly byNumber = new Map<number, string>();
  /** Tables of ids read recently (decoding an id is the costly part of telling its table). */
  private readonly recent = new Map<string, string | null>();

  /** `save` is called with every table number whenever a table gets a new one. */
  constructor(
    numbers: Iterable<[string, number]>,
    private readonly save: (numbers: Record<string, number>) => void = () => undefined,
  ) {
    for (const [table, number] of numbers) this.add(table, number);
  }

  /** The numbers kept in `dataDir` (written there first if missing), with a number for each of `tables`. */
  static forDataDir(dataDir: string, tables: Iterable<string>): DocumentIds {
    const file = join(dataDir, TABLES_FILE);
    const save = (numbers: Record<string, number>) =>
      writeFileDurably(file, JSON.stringify({ format: 1, tables: numbers } satisfies TablesFile, null, 2), dataDir);
    const stored = readTablesFile(file);
    const ids = new DocumentIds(stored ?? defaultTableNumbers(tables), save);
    const missing = [...tables].filter((table) => !ids.byName.has(table)).sort();
    for (const table of missing) ids.assign(table);
    if (stored === null || missing.length > 0) save(ids.numbers());
    return ids;
  }

  /** The numbers kept in `dataDir`, read without writing anything (none for a directory of an earlier version). */
  static read(dataDir: string): DocumentIds {
    return new DocumentIds(readTablesFile(join(dataDir, TABLES_FILE)) ?? []);
  }

  numbers(): Record<string, number> {
    return Object.fromEntries(this.byName);
  }

  numberOf(table: string): number | undefined {
    return this.byName.get(table);
  }

  /** A new random id for a document of `table`. */
  generate(table: string): string {
    const number = this.byName.get(table) ?? this.assign(table, true);
    return encodeConvexId(number, randomBytes(16));
  }

  /** The table an id belongs to, or null when the text is not an id. */
  tableOf(id: string): string | null {
    let table = this.recent.get(id);
    if (table === undefined) {
      table = this.readTable(id);
      if (this.recent.size >= RECENT_IDS) this.recent.clear();
      this.recent.set(id, table);
    }
    return table;
  }

  private readTable(id: string): string | null {
    const legacy = LEGACY_ID.exec(id);
    if (legacy !== null && this.byName.has(legacy[2])) return legacy[2];
    const decoded = decodeConvexId(id);
    const table = decoded === null ? undefined : this.byNumber.get(decoded.tableNumber);
    if (table !== undefined) return table;
    // An id of a table this backend has no number for yet keeps the earlier reading.
    return legacy === null ? null : legacy[2];
  }

  private add(table: string, number: number): void {
    const other = this.byNumber.get(number);
    if (other !== undefined && other !== table) throw new Error(`Tables ${other} and ${table} have the same number ${number} in ${TABLES_FILE}.`);
    this.byName.set(table, number);
    this.byNumber.set(number, table);
    this.recent.clear();
  }

  private assign(table: string, persist = false): number {
    let number = SYSTEM_TABLE_NUMBERS[table];
    if (number === undefined || this.byNumber.has(number)) {
      number = Math.max(FIRST_USER_TABLE_NUMBER - 1, ...[...this.byNumber.keys()].filter((n) => n >= FIRST_USER_TABLE_NUMBER)) + 1;
    }
    this.add(table, number);
    if (persist) this.save(this.numbers());
    return number;
  }
}

function readTablesFile(file: string): Map<string, number> | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<TablesFile>;
  if (parsed.format !== 1 || typeof parsed.tables !== "object" || parsed.tables === null) {
    throw new Error(`${file} is not a table-number file this version reads.`);
  }
  return new Map(Object.entries(parsed.tables).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
}
