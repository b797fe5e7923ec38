/**
 * Draws the installed app's icons (public/icon-192.png, public/icon-512.png): the favicon's gold
 * cross on the parish purple, full bleed so launchers may mask it. Run again after changing them.
 */
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const PURPLE = [0x5b, 0x3a, 0x8c];
const GOLD = [0xf5, 0xe6, 0xb8];

/** The cross of public/favicon.svg, drawn in a 512-unit square. */
function inCross(x, y) {
  return (x >= 232 && x < 280 && y >= 96 && y < 448) || (x >= 120 && x < 392 && y >= 224 && y < 272);
}

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

function png(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const colour = inCross((x * 512) / size, (y * 512) / size) ? GOLD : PURPLE;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}

for (const size of [192, 512]) writeFileSync(new URL(`../public/icon-${size}.png`, import.meta.url), png(size));
