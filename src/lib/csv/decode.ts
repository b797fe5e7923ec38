/**
 * Turns the bytes of an uploaded file into text: UTF-8 first, then Windows-1252 (the superset
 * of ISO-8859-1 that Excel writes on Windows). A file that reads cleanly as neither, or that is
 * not text at all, is refused with a message the user can act on.
 */
import { CsvImportError, CSV_MESSAGES } from "./messages";

export type CsvEncoding = "UTF-8" | "UTF-16" | "Windows-1252";

export type DecodedCsv = { text: string; encoding: CsvEncoding; hadBom: boolean };

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/** Control characters other than tab, line feed, form feed and carriage return. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/g;

function readsCleanly(text: string): boolean {
  if (text.includes("\u0000") || text.includes("\ufffd")) return false;
  const controls = text.match(CONTROL_CHARACTERS)?.length ?? 0;
  return controls === 0;
}

function refuseKnownBinary(bytes: Uint8Array): void {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.spreadsheetNotCsv);
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.notCsv);
  }
}

export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  refuseKnownBinary(bytes);

  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const label = bytes[0] === 0xff ? "utf-16le" : "utf-16be";
    const text = new TextDecoder(label).decode(bytes.subarray(2));
    if (readsCleanly(text)) return { text, encoding: "UTF-16", hadBom: true };
    throw new CsvImportError(CSV_MESSAGES.encodingTitle, CSV_MESSAGES.encodingDescription);
  }

  const hadBom = startsWith(bytes, [0xef, 0xbb, 0xbf]);
  const body = hadBom ? bytes.subarray(3) : bytes;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    if (readsCleanly(text)) return { text, encoding: "UTF-8", hadBom };
  } catch {
    // not UTF-8: try the Windows / ISO-8859-1 reading below
  }
  const latin = new TextDecoder("windows-1252").decode(body);
  if (readsCleanly(latin)) return { text: latin, encoding: "Windows-1252", hadBom: false };
  throw new CsvImportError(CSV_MESSAGES.encodingTitle, CSV_MESSAGES.encodingDescription);
}
