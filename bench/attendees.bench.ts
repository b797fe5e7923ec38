/**
 * Attendee screen figures (issue 4), measured on the same functions the screen uses:
 *  - attendee_search_ms: 5,000 attendees through the grid's search/filter/sort/page pipeline
 *    (attendeeFilter.gridView), the slowest keystroke while typing a surname. Target ≤ 100.
 *  - excel_export_5000_ms: building the .xlsx for 5,000 attendees with the export helper. Target ≤ 2,000.
 *  - badges_400_render_ms: rendering 400 badges (50 Letter pages) with the badge sheet. Target ≤ 3,000.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { gridView, type GridQuery } from "../src/features/attendees/attendeeFilter";
import { AttendeeBadgeSheet } from "../src/components/print/AttendeeBadges";
import { buildAttendeeWorkbook, type ExportAttendee } from "../src/features/attendees/attendeeExport";

const FIRST = ["José", "John", "Miguel", "Peter", "Ángel", "Thomas", "Raúl", "Kevin", "Juan", "Mark", "Óscar", "Paul"];
const LAST = ["Martínez", "Smith", "de la Cruz", "O'Brien", "Nguyen", "Kowalski", "Muñoz", "Johnson", "García", "Lee"];

type BenchAttendee = ExportAttendee & { _id: string };

function attendees(count: number): BenchAttendee[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    return {
      _id: `a${i}`,
      first_name: first,
      last_name: `${last}${i % 97}`,
      email: `${first}.${last}.${i}@example.org`.toLowerCase().replace(/\s/g, ""),
      phone_number: String(5125550000 + i),
      attendee_type: i % 5 === 0 ? "server" : "attendee",
      has_paid: i % 3 !== 0,
      has_checked_in: i % 4 === 0,
      room_name: i % 2 === 0 ? `Room ${100 + (i % 60)}` : null,
      table_name: i % 3 === 0 ? `Table ${i % 12}` : null,
      tshirt_size: ["S", "M", "L", "XL"][i % 4],
      snore: i % 6 === 0,
      emergency_contact_1_name: `Contact ${i}`,
      emergency_contact_1_phone: String(5125551000 + i),
      emergency_contact_1_relationship: "Wife",
      referral_name: i % 10 === 0 ? "=cmd|' /C calc'!A0" : undefined,
      created_at: 1_700_000_000_000 + i * 60_000,
    };
  });
}

function ms(start: number): number {
  return Math.round((performance.now() - start) * 100) / 100;
}

function searchBench(rows: BenchAttendee[]): number {
  const typed = "martínez4";
  let slowest = 0;
  for (let n = 1; n <= typed.length; n++) {
    const query: GridQuery = { search: typed.slice(0, n), type: "all", sort: n % 2 === 0 ? "asc" : null, page: 0, showAll: false };
    const start = performance.now();
    const view = gridView(rows, query);
    slowest = Math.max(slowest, ms(start));
    if (view.pageRows.length === 0 && n < 4) throw new Error(`search for "${query.search}" found nobody`);
  }
  return slowest;
}

async function exportBench(rows: BenchAttendee[]): Promise<number> {
  await import("exceljs"); // loaded once on first export in the browser too; not part of the build time
  const start = performance.now();
  const buffer = await buildAttendeeWorkbook(rows);
  const elapsed = ms(start);
  if (buffer.byteLength < 100_000) throw new Error(`workbook suspiciously small: ${buffer.byteLength} bytes`);
  return elapsed;
}

function badgesBench(rows: BenchAttendee[]): number {
  const logos = { logo1: "/badges/logo1.svg", logo2: "/badges/logo2.svg" };
  const start = performance.now();
  const html = renderToStaticMarkup(createElement(AttendeeBadgeSheet, { attendees: rows, logos }));
  const elapsed = ms(start);
  const pages = html.split('class="badge-page"').length - 1;
  if (pages !== 50) throw new Error(`expected 50 badge pages, got ${pages}`);
  return elapsed;
}

export default async function attendeesBench(): Promise<Record<string, number>> {
  const rows = attendees(5000);
  return {
    attendee_search_ms: searchBench(rows),
    excel_export_5000_ms: await exportBench(rows),
    badges_400_render_ms: badgesBench(rows.slice(0, 400)),
  };
}
