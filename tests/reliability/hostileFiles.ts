/**
 * Hostile and broken "CSV" files for the import fuzz: random bytes, unbalanced quotes, mixed
 * encodings, huge cells, thousands of columns, formula cells, empty files, header-only files,
 * binary formats, NUL bytes, and near-valid registrations with garbage in their cells.
 * Deterministic for a given seed, so a failure can be replayed.
 */
export type HostileFile = { kind: string; bytes: Uint8Array };

/** A small seeded PRNG (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEADERS = ["first_name", "last_name", "email", "Phone", "Amount Paid", "Birthday", "Talla", "Parroquia", "Ronca", "Duerme en casa", "Donaciones"];
const NASTY = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror=alert(1)>',
  "=HYPERLINK(\"http://evil\",\"click\")",
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)",
  "-2+3",
  "Ñandú \u202e reversed",
  "😀 emoji",
  "(50)",
  "$1,000,000.00",
  "31/02/1990",
  "yes",
  "quizás",
  "'; DROP TABLE attendees; --",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "a".repeat(300),
];

const encode = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0) & 0xff));

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)];
}

function quoted(cell: string): string {
  return /[",\n\r;]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function nearValid(rnd: () => number, n: number, rows: number): string {
  const header = HEADERS.slice(0, 3 + Math.floor(rnd() * (HEADERS.length - 3)));
  const lines = [header.join(",")];
  for (let r = 0; r < rows; r++) {
    const cells = header.map((_, c) => {
      if (c === 2) return rnd() < 0.9 ? `fuzz-${n}-${r}@example.org` : pick(rnd, NASTY);
      return rnd() < 0.4 ? pick(rnd, NASTY) : rnd() < 0.2 ? "" : `Cell ${n}.${r}.${c}`;
    });
    lines.push(cells.map(quoted).join(","));
  }
  return lines.join(rnd() < 0.5 ? "\n" : "\r\n");
}

type Maker = (rnd: () => number, n: number) => Uint8Array;

const MAKERS: Record<string, Maker> = {
  "random bytes": (rnd) => Uint8Array.from({ length: 1 + Math.floor(rnd() * 65_536) }, () => Math.floor(rnd() * 256)),
  empty: () => new Uint8Array(0),
  "only blank lines": () => encode("\n\r\n   \n,,,\n"),
  "header only": () => encode("first_name,last_name,email\n"),
  "unbalanced quotes": (rnd, n) => encode(`${nearValid(rnd, n, 3)}\n"Juan,"Pérez,unclosed@example.org\n`),
  "formula cells": (_rnd, n) =>
    encode(`first_name,last_name,email,Amount Paid,Parroquia\n=1+1,@x,fuzz-f${n}@example.org,=SUM(A1:A9),+cmd|' /C calc'!A0\n`),
  "mixed encodings": (_rnd, n) => {
    const head = encode(`first_name,last_name,email\nJosé,Núñez,fuzz-u${n}@example.org\n`);
    const tail = latin1(`Íñigo,Peña,fuzz-l${n}@example.org\n`);
    return Uint8Array.from([...head, ...tail]);
  },
  "Latin-1 registrations": (rnd, n) => latin1(nearValid(rnd, n, 5).replace(/[^\u0000-\u00ff]/g, "?")),
  "UTF-16 with BOM": (rnd, n) => {
    const text = nearValid(rnd, n, 3);
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    [...text].forEach((c, i) => {
      bytes[2 + i * 2] = c.charCodeAt(0) & 0xff;
      bytes[3 + i * 2] = c.charCodeAt(0) >> 8;
    });
    return bytes;
  },
  "NUL bytes": (rnd, n) => encode(nearValid(rnd, n, 3).replace(/,/g, ",\u0000")),
  "5,000 columns": () => encode(`${Array.from({ length: 5000 }, (_, i) => `c${i}`).join(",")}\n${"x,".repeat(4999)}x\n`),
  "10 MB cell": (_rnd, n) => encode(`first_name,last_name,email\nBig,Cell,fuzz-big${n}@example.org,${"A".repeat(10 * 1024 * 1024)}\n`),
  "9 MB cell under the limit": (_rnd, n) => encode(`first_name,last_name,email,Parroquia\nBig,Cell,fuzz-nine${n}@example.org,${"B".repeat(9 * 1024 * 1024)}\n`),
  "spreadsheet, not CSV": () => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...encode("[Content_Types].xml")]),
  "PDF, not CSV": () => encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"),
  "semicolons and garbage rows": (rnd, n) => encode(nearValid(rnd, n, 8).replace(/,/g, ";")),
  "near-valid registrations": (rnd, n) => encode(nearValid(rnd, n, 1 + Math.floor(rnd() * 150))),
};

/** The heavy files (megabytes) come at most once per this many files. */
const HEAVY_EVERY = 50;
const HEAVY = new Set(["10 MB cell", "9 MB cell under the limit", "5,000 columns"]);

export function hostileFiles(count: number, seed = 13): HostileFile[] {
  const rnd = random(seed);
  const kinds = Object.keys(MAKERS);
  const light = kinds.filter((kind) => !HEAVY.has(kind));
  return Array.from({ length: count }, (_, n) => {
    // Every kind appears early; heavy files then recur once per HEAVY_EVERY,
    // and near-valid registrations (the ones that reach the server) make up about half the rest.
    const later = n % HEAVY_EVERY === 0 ? pick(rnd, [...HEAVY]) : rnd() < 0.4 ? "near-valid registrations" : pick(rnd, light);
    const kind = n < kinds.length ? kinds[n] : later;
    return { kind, bytes: MAKERS[kind](rnd, n) };
  });
}
