import { formatMoneyIn } from "../../i18n/format";
import { compareRoomNames } from "../../lib/roomSort";
import {
  balanceOf,
  byName,
  checkedInText,
  fullName,
  money,
  nameColumn,
  nameWithSnore,
  paidText,
  phoneColumn,
  phoneText,
  sortedMen,
  sum,
  typeColumn,
  typeLabel,
  yesNo,
} from "./reportHelpers";
import { defineReport, type Report, type ReportRow } from "./reportTypes";

/** One man in a room; `first` marks the room's first line, the only one that names the room, its type and capacity. */
type Occupancy = { room: string; type: string; capacity: number | null; man: ReportRow | null; first: boolean };
type Seat = { table: string; leader: string; man: ReportRow | null };
/** `size` is "" for the men who gave none. */
type SizeCount = { size: string; men: ReportRow[] };

const SIZE_ORDER = ["XS", "S", "M", "L", "XL", "2XL", "XXL", "3XL", "XXXL", "4XL"];

function sizeRank(size: string): number {
  if (size === "") return 1000;
  const index = SIZE_ORDER.indexOf(size.toUpperCase());
  return index === -1 ? 500 : index;
}

const lacks = (value: boolean | null) => value !== true;

/** A count as the English text shows it (plain digits) beside the number the plural rule reads. */
const count = (value: number) => ({ count: value, n: String(value) });

/** Every report of the Reports screen: one entry each. */
export const REPORTS: Report[] = [
  defineReport<ReportRow>({
    id: "roster",
    items: ({ rows }, words) => sortedMen(rows, words),
    columns: (words) => {
      const { t } = words;
      return [
        nameColumn(words),
        typeColumn(words),
        { header: t("col.email"), value: (r) => r.email, width: 28 },
        phoneColumn(words),
        { header: t("col.parish"), value: (r) => r.parish, width: 20 },
        { header: t("col.room"), value: (r) => r.room_name },
        { header: t("col.table"), value: (r) => r.table_name },
        { header: t("col.payment"), value: (r) => paidText(r.has_paid, words) },
        { header: t("col.checkIn"), value: (r) => checkedInText(r.has_checked_in, words), width: 16 },
      ];
    },
    totals: (items, { t }) => [t("roster.total", count(items.length))],
  }),
  defineReport<ReportRow>({
    id: "payments",
    items: ({ rows }, words) => sortedMen(rows, words),
    columns: (words) => {
      const { t } = words;
      return [
        nameColumn(words),
        typeColumn(words),
        money(t("col.cost"), (r) => r.cost_of_retreat),
        money(t("col.amountPaid"), (r) => r.amount_paid),
        money(t("col.donations"), (r) => r.donations),
        money(t("col.adminFees"), (r) => r.admin_fees),
        money(t("col.balance"), balanceOf),
        { header: t("col.status"), value: (r) => paidText(r.has_paid, words) },
      ];
    },
    totals: (items, { t, language }) => {
      const paid = items.filter((r) => r.has_paid).length;
      const dollars = (values: (number | null)[]) => formatMoneyIn(language, sum(values));
      return [
        t("payments.counts", { paid: String(paid), unpaid: String(items.length - paid) }),
        t("payments.money", {
          cost: dollars(items.map((r) => r.cost_of_retreat)),
          paid: dollars(items.map((r) => r.amount_paid)),
          donations: dollars(items.map((r) => r.donations)),
          fees: dollars(items.map((r) => r.admin_fees)),
          balance: dollars(items.map(balanceOf)),
        }),
      ];
    },
  }),
  defineReport<Occupancy>({
    id: "rooms",
    // Grouped: the room, its type and capacity head its first line only.
    items: ({ rows, places }, words) =>
      [...places.rooms]
        .sort((a, b) => compareRoomNames(a.name, b.name))
        .flatMap((room): Occupancy[] => {
          const men = sortedMen(rows, words, (r) => r.room_id === room._id);
          const base = { room: room.name, type: typeLabel(room.room_type === "server" ? "server" : "attendee", words), capacity: room.capacity };
          return men.length === 0 ? [{ ...base, man: null, first: true }] : men.map((man, index) => ({ ...base, man, first: index === 0 }));
        }),
    columns: ({ t }) => [
      { header: t("col.room"), value: (o) => (o.first ? o.room : null), width: 16 },
      { header: t("col.roomType"), value: (o) => (o.first ? o.type : null) },
      { header: t("col.capacity"), value: (o) => (o.first ? o.capacity : null) },
      { header: t("col.occupant"), value: (o) => (o.man === null ? t("value.empty") : nameWithSnore(o.man)), width: 28 },
    ],
    totals: (items, { t }) => {
      const men = items.filter((o) => o.man !== null).length;
      const rooms = new Set(items.map((o) => o.room)).size;
      return [t("rooms.total", { count: men, men: String(men), roomCount: rooms, rooms: String(rooms) })];
    },
  }),
  defineReport<Seat>({
    id: "tables",
    items: ({ rows, places }, words) => {
      const byId = new Map(rows.map((r) => [r._id, r]));
      return [...places.tables]
        .sort((a, b) => compareRoomNames(a.name, b.name))
        .flatMap((table): Seat[] => {
          const leaderRow = table.leader_id === null ? undefined : byId.get(table.leader_id);
          const leader = leaderRow ? fullName(leaderRow) : "";
          const men = sortedMen(rows, words, (r) => r.table_id === table._id && r._id !== table.leader_id);
          return men.length === 0 ? [{ table: table.name, leader, man: null }] : men.map((man) => ({ table: table.name, leader, man }));
        });
    },
    columns: (words) => {
      const { t } = words;
      return [
        { header: t("col.table"), value: (s) => s.table, width: 18 },
        { header: t("col.leader"), value: (s) => s.leader, width: 26 },
        { header: t("col.seated"), value: (s) => (s.man === null ? t("value.nobodyYet") : fullName(s.man)), width: 26 },
        { header: t("col.type"), value: (s) => (s.man === null ? "" : typeLabel(s.man.attendee_type, words)) },
      ];
    },
  }),
  defineReport<SizeCount>({
    id: "tshirts",
    items: ({ rows }, words) => {
      const sizes = new Map<string, ReportRow[]>();
      for (const row of sortedMen(rows, words)) {
        const size = row.tshirt_size?.trim().toUpperCase() ?? "";
        sizes.set(size, [...(sizes.get(size) ?? []), row]);
      }
      return [...sizes.entries()]
        .map(([size, men]) => ({ size, men }))
        .sort((a, b) => sizeRank(a.size) - sizeRank(b.size) || a.size.localeCompare(b.size));
    },
    columns: ({ t }) => [
      { header: t("col.size"), value: (s) => s.size || t("value.notGiven") },
      { header: t("col.count"), value: (s) => s.men.length },
      { header: t("col.men"), value: (s) => s.men.map(fullName).join(", "), width: 80 },
    ],
    totals: (items, { t }) => [t("tshirts.total", count(sum(items.map((s) => s.men.length))))],
  }),
  defineReport<ReportRow>({
    id: "health",
    items: ({ rows }, words) => sortedMen(rows, words, (r) => Boolean(r.allergies?.trim() || r.health_issues?.trim())),
    columns: (words) => {
      const { t } = words;
      return [
        nameColumn(words),
        typeColumn(words),
        { header: t("col.allergies"), value: (r) => r.allergies, width: 30 },
        { header: t("col.health"), value: (r) => r.health_issues, width: 30 },
        { header: t("col.room"), value: (r) => r.room_name },
        phoneColumn(words),
      ];
    },
  }),
  defineReport<ReportRow>({
    id: "sacraments",
    items: ({ rows }, words) => sortedMen(rows, words, (r) => lacks(r.baptism) || lacks(r.first_communion) || lacks(r.confirmation)),
    columns: (words) => {
      const { t } = words;
      return [
        nameColumn(words),
        typeColumn(words),
        { header: t("col.baptism"), value: (r) => yesNo(r.baptism, words), width: 14 },
        { header: t("col.firstCommunion"), value: (r) => yesNo(r.first_communion, words), width: 16 },
        { header: t("col.confirmation"), value: (r) => yesNo(r.confirmation, words), width: 14 },
      ];
    },
  }),
  defineReport<ReportRow>({
    id: "emergency",
    items: ({ rows }, words) => sortedMen(rows, words),
    columns: (words) => {
      const { t } = words;
      return [
        nameColumn(words),
        typeColumn(words),
        { header: t("col.contact1"), value: (r) => r.emergency_contact_1_name, width: 24 },
        { header: t("col.contact1Phone"), value: (r) => phoneText(r.emergency_contact_1_phone), width: 16 },
        { header: t("col.contact1Relationship"), value: (r) => r.emergency_contact_1_relationship, width: 16 },
        { header: t("col.contact2"), value: (r) => r.emergency_contact_2_name, width: 24 },
        { header: t("col.contact2Phone"), value: (r) => phoneText(r.emergency_contact_2_phone), width: 16 },
        { header: t("col.contact2Relationship"), value: (r) => r.emergency_contact_2_relationship, width: 16 },
      ];
    },
  }),
  defineReport<ReportRow>({
    id: "snorers",
    items: ({ rows }, words) => sortedMen(rows, words, (r) => r.snore),
    columns: (words) => [
      nameColumn(words),
      typeColumn(words),
      { header: words.t("col.room"), value: (r) => (r.sleeps_at_home ? words.t("value.sleepsAtHome") : r.room_name) },
    ],
    totals: (items, { t }) => [t("snorers.total", count(items.length))],
  }),
  defineReport<ReportRow>({
    id: "sleeps-at-home",
    items: ({ rows }, words) => sortedMen(rows, words, (r) => r.sleeps_at_home),
    columns: (words) => [nameColumn(words), typeColumn(words), phoneColumn(words), { header: words.t("col.table"), value: (r) => r.table_name }],
    totals: (items, { t }) => [t("sleeps-at-home.total", count(items.length))],
  }),
  defineReport<ReportRow>({
    id: "check-in",
    items: ({ rows }, words) => [...rows].sort((a, b) => Number(a.has_checked_in) - Number(b.has_checked_in) || byName(a, b, words)),
    columns: (words) => {
      const { t } = words;
      return [
        nameColumn(words),
        typeColumn(words),
        { header: t("col.status"), value: (r) => checkedInText(r.has_checked_in, words), width: 16 },
        { header: t("col.checkedInAt"), value: (r) => (r.checked_in_at === null ? null : new Date(r.checked_in_at)), width: 20 },
        { header: t("col.checkedInBy"), value: (r) => r.checked_in_by, width: 26 },
        { header: t("col.payment"), value: (r) => paidText(r.has_paid, words) },
        phoneColumn(words),
      ];
    },
    totals: (items, { t }) => {
      const arrived = items.filter((r) => r.has_checked_in).length;
      return [t("check-in.total", { arrived: String(arrived), total: String(items.length) })];
    },
  }),
];
