/**
 * Convex document ids, as Convex encodes them: base32 (Crockford alphabet, lower case) of
 *   VInt(table number) ++ 16-byte internal id ++ footer (fletcher16 of the rest, little-endian)
 * and the embedded backend's ids (a counter, zero-padded, followed by the table name).
 *
 * A snapshot written from the embedded backend gives each document a Convex id whose internal
 * id carries the embedded counter behind a marker, so restoring that snapshot gives every
 * document its old id back; any other Convex id gets a new counter.
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const INTERNAL_ID_LENGTH = 16;
/** "Retreat" and a zero byte, then the counter as 8 bytes big-endian. */
const MARKER = [0x52, 0x65, 0x74, 0x72, 0x65, 0x61, 0x74, 0x00];

/** Table numbers Convex gives the system tables a snapshot carries (512 + their default number). */
export const STORAGE_TABLE_NUMBER = 540;
export const SCHEDULED_FUNCTIONS_TABLE_NUMBER = 539;
/** User tables are numbered from 10,001, as on a Convex deployment created after 2023. */
export const FIRST_USER_TABLE_NUMBER = 10_001;
const EMBEDDED_ID_LENGTH = 32;

function fletcher16(bytes: Uint8Array): number {
  let c0 = 0;
  let c1 = 0;
  for (const byte of bytes) {
    c0 = (c0 + byte) & 0xff;
    c1 = (c1 + c0) & 0xff;
  }
  return (c1 << 8) | c0;
}

function varint(n: number): number[] {
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
}

function base32(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

function unbase32(text: string): Uint8Array | null {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(out);
}

export function encodeConvexId(tableNumber: number, internalId: Uint8Array): string {
  if (internalId.length !== INTERNAL_ID_LENGTH) throw new Error("An internal id has 16 bytes.");
  const body = Uint8Array.from([...varint(tableNumber), ...internalId]);
  const footer = fletcher16(body);
  return base32(Uint8Array.from([...body, footer & 0xff, footer >> 8]));
}

/** The table number and internal id of a Convex id, or null when the text is not one. */
export function decodeConvexId(id: string): { tableNumber: number; internalId: Uint8Array } | null {
  if (id.length < 31 || id.length > 37) return null;
  const bytes = unbase32(id);
  if (bytes === null) return null;
  let tableNumber = 0;
  let pos = 0;
  for (let shift = 1; pos < 5; shift *= 128) {
    const byte = bytes[pos++];
    tableNumber += (byte & 0x7f) * shift;
    if (byte < 0x80) break;
  }
  if (tableNumber === 0 || bytes.length !== pos + INTERNAL_ID_LENGTH + 2) return null;
  const footer = bytes[pos + INTERNAL_ID_LENGTH] | (bytes[pos + INTERNAL_ID_LENGTH + 1] << 8);
  if (fletcher16(bytes.subarray(0, pos + INTERNAL_ID_LENGTH)) !== footer) return null;
  const internalId = bytes.slice(pos, pos + INTERNAL_ID_LENGTH);
  return encodeConvexId(tableNumber, internalId) === id ? { tableNumber, internalId } : null;
}

export function internalIdOfCounter(counter: number): Uint8Array {
  const bytes = new Uint8Array(INTERNAL_ID_LENGTH);
  bytes.set(MARKER);
  new DataView(bytes.buffer).setBigUint64(8, BigInt(counter));
  return bytes;
}

/** The embedded counter an internal id carries, or null for an id made by Convex. */
export function counterOfInternalId(internalId: Uint8Array): number | null {
  if (!MARKER.every((byte, i) => internalId[i] === byte)) return null;
  const counter = new DataView(internalId.buffer, internalId.byteOffset).getBigUint64(8);
  return counter <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(counter) : null;
}

/** An embedded id: the counter zero-padded so that the id has 32 characters, then the table. */
export function embeddedId(counter: number, table: string): string {
  return String(counter).padStart(EMBEDDED_ID_LENGTH - table.length, "0") + table;
}

/** The counter and table of an embedded id. */
export function parseEmbeddedId(id: string): { counter: number; table: string } | null {
  const match = /^([0-9]+)(.+)$/.exec(id);
  return match ? { counter: Number(match[1]), table: match[2] } : null;
}
