import { checkedInLabel, formatMoney, paidLabel } from "../../lib/format";
import { compareRoomNames } from "../../lib/roomSort";
import {
  balanceOf,
  byName,
  fullName,
  money,
  nameColumn,
  nameWithSnore,
  phoneColumn,
  phoneText,
  sortedMen,
  sum,
  typeColumn,
  yesNo,
} from "./reportHelpers";
import { defineReport, type Report, type ReportRow } from "./reportTypes";

/** One man in a room; `first` marks the room's first line, the only one that names the room, its type and capacity. */
type Occupancy = { room: string; type: string; capacity: number | null; man: ReportRow | null; first: boolean };
type Seat = { table: string; leader: string; man: ReportRow | null };
type SizeCount = { size: string; men: ReportRow[] };

const SIZE_ORDER = ["XS", "S", "M", "L", "XL", "2XL", "XXL", "3XL", "XXXL", "4XL"];
const NO_SIZE = "Not given";

function sizeRank(size: string): number {
  const index = SIZE_ORDER.indexOf(size.toUpperCase());
  if (size === NO_SIZE) return 1000;
  return index === -1 ? 500 : index;
}

const lacks = (value: boolean | null) => value !== true;

/** Every report of the Reports screen: one entry each. */
export const REPORTS: Report[] = [
  defineReport<ReportRow>({
    id: "roster",
    title: "Roster",
    description: "Everyone on file, by last name.",
    items: ({ rows }) => sortedMen(rows),
    columns: [
      nameColumn,
      typeColumn,
      { header: "Email", value: (r) => r.email, width: 28 },
      phoneColumn,
      { header: "Parish", value: (r) => r.parish, width: 20 },
      { header: "Room", value: (r) => r.room_name },
      { header: "Table", value: (r) => r.table_name },
      { header: "Payment", value: (r) => paidLabel(r.has_paid) },
      { header: "Check-In", value: (r) => checkedInLabel(r.has_checked_in), width: 16 },
    ],
    totals: (items) => [`${items.length} men`],
  }),
  defineReport<ReportRow>({
    id: "payments",
    title: "Payments",
    description: "Cost, amount paid, donations, admin fees and balance (cost minus amount paid) per man, with totals.",
    items: ({ rows }) => sortedMen(rows),
    columns: [
      nameColumn,
      typeColumn,
      money("Cost of Retreat", (r) => r.cost_of_retreat),
      money("Amount Paid", (r) => r.amount_paid),
      money("Donations", (r) => r.donations),
      money("Admin Fees", (r) => r.admin_fees),
      money("Balance", balanceOf),
      { header: "Status", value: (r) => paidLabel(r.has_paid) },
    ],
    totals: (items) => {
      const paid = items.filter((r) => r.has_paid).length;
      return [
        `Paid: ${paid} · Unpaid: ${items.length - paid}`,
        `Total cost ${formatMoney(sum(items.map((r) => r.cost_of_retreat)))} · paid ${formatMoney(sum(items.map((r) => r.amount_paid)))} · donations ${formatMoney(sum(items.map((r) => r.donations)))} · admin fees ${formatMoney(sum(items.map((r) => r.admin_fees)))} · balance ${formatMoney(sum(items.map(balanceOf)))}`,
      ];
    },
  }),
  defineReport<Occupancy>({
    id: "rooms",
    title: "Room List",
    description: "Each room with its occupants; snorers are marked (R).",
    // Grouped: the room, its type and capacity head its first line only.
    items: ({ rows, places }) =>
      [...places.rooms]
        .sort((a, b) => compareRoomNames(a.name, b.name))
        .flatMap((room): Occupancy[] => {
          const men = sortedMen(rows, (r) => r.room_id === room._id);
          const base = { room: room.name, type: room.room_type === "server" ? "Server" : "Retreatant", capacity: room.capacity };
          return men.length === 0 ? [{ ...base, man: null, first: true }] : men.map((man, index) => ({ ...base, man, first: index === 0 }));
        }),
    columns: [
      { header: "Room", value: (o) => (o.first ? o.room : null), width: 16 },
      { header: "Room Type", value: (o) => (o.first ? o.type : null) },
      { header: "Capacity", value: (o) => (o.first ? o.capacity : null) },
      { header: "Occupant", value: (o) => (o.man === null ? "(empty)" : nameWithSnore(o.man)), width: 28 },
    ],
    totals: (items) => [`${items.filter((o) => o.man !== null).length} men in ${new Set(items.map((o) => o.room)).size} rooms`],
  }),
  defineReport<Seat>({
    id: "tables",
    title: "Table List",
    description: "Each dining table with its leader and the men seated at it.",
    items: ({ rows, places }) => {
      const byId = new Map(rows.map((r) => [r._id, r]));
      return [...places.tables]
        .sort((a, b) => compareRoomNames(a.name, b.name))
        .flatMap((table): Seat[] => {
          const leaderRow = table.leader_id === null ? undefined : byId.get(table.leader_id);
          const leader = leaderRow ? fullName(leaderRow) : "";
          const men = sortedMen(rows, (r) => r.table_id === table._id && r._id !== table.leader_id);
          return men.length === 0 ? [{ table: table.name, leader, man: null }] : men.map((man) => ({ table: table.name, leader, man }));
        });
    },
    columns: [
      { header: "Table", value: (s) => s.table, width: 18 },
      { header: "Leader", value: (s) => s.leader, width: 26 },
      { header: "Seated", value: (s) => (s.man === null ? "(nobody yet)" : fullName(s.man)), width: 26 },
      { header: "Type", value: (s) => (s.man === null ? "" : s.man.attendee_type === "server" ? "Server" : "Retreatant") },
    ],
  }),
  defineReport<SizeCount>({
    id: "tshirts",
    title: "T-Shirt Sizes",
    description: "How many of each size, and who.",
    items: ({ rows }) => {
      const sizes = new Map<string, ReportRow[]>();
      for (const row of sortedMen(rows)) {
        const size = row.tshirt_size?.trim().toUpperCase() || NO_SIZE;
        sizes.set(size, [...(sizes.get(size) ?? []), row]);
      }
      return [...sizes.entries()]
        .map(([size, men]) => ({ size, men }))
        .sort((a, b) => sizeRank(a.size) - sizeRank(b.size) || a.size.localeCompare(b.size));
    },
    columns: [
      { header: "Size", value: (s) => s.size },
      { header: "Count", value: (s) => s.men.length },
      { header: "Men", value: (s) => s.men.map(fullName).join(", "), width: 80 },
    ],
    totals: (items) => [`${sum(items.map((s) => s.men.length))} shirts`],
  }),
  defineReport<ReportRow>({
    id: "health",
    title: "Allergies and Health",
    description: "Men with allergies or health issues on file.",
    items: ({ rows }) => sortedMen(rows, (r) => Boolean(r.allergies?.trim() || r.health_issues?.trim())),
    columns: [nameColumn, typeColumn, { header: "Allergies", value: (r) => r.allergies, width: 30 }, { header: "Health Issues", value: (r) => r.health_issues, width: 30 }, { header: "Room", value: (r) => r.room_name }, phoneColumn],
  }),
  defineReport<ReportRow>({
    id: "sacraments",
    title: "Sacraments",
    description: "Men who lack baptism, first communion or confirmation (or did not answer).",
    items: ({ rows }) => sortedMen(rows, (r) => lacks(r.baptism) || lacks(r.first_communion) || lacks(r.confirmation)),
    columns: [
      nameColumn,
      typeColumn,
      { header: "Baptism", value: (r) => yesNo(r.baptism), width: 14 },
      { header: "First Communion", value: (r) => yesNo(r.first_communion), width: 16 },
      { header: "Confirmation", value: (r) => yesNo(r.confirmation), width: 14 },
    ],
  }),
  defineReport<ReportRow>({
    id: "emergency",
    title: "Emergency Contacts",
    description: "Each man's two emergency contacts.",
    items: ({ rows }) => sortedMen(rows),
    columns: [
      nameColumn,
      typeColumn,
      { header: "Contact 1", value: (r) => r.emergency_contact_1_name, width: 24 },
      { header: "Contact 1 Phone", value: (r) => phoneText(r.emergency_contact_1_phone), width: 16 },
      { header: "Contact 1 Relationship", value: (r) => r.emergency_contact_1_relationship, width: 16 },
      { header: "Contact 2", value: (r) => r.emergency_contact_2_name, width: 24 },
      { header: "Contact 2 Phone", value: (r) => phoneText(r.emergency_contact_2_phone), width: 16 },
      { header: "Contact 2 Relationship", value: (r) => r.emergency_contact_2_relationship, width: 16 },
    ],
  }),
  defineReport<ReportRow>({
    id: "snorers",
    title: "Snorers",
    description: "Men who snore, with their rooms.",
    items: ({ rows }) => sortedMen(rows, (r) => r.snore),
    columns: [nameColumn, typeColumn, { header: "Room", value: (r) => (r.sleeps_at_home ? "Sleeps at home" : r.room_name) }],
    totals: (items) => [`${items.length} snorers`],
  }),
  defineReport<ReportRow>({
    id: "sleeps-at-home",
    title: "Sleeps at Home",
    description: "Men who go home to sleep (no room).",
    items: ({ rows }) => sortedMen(rows, (r) => r.sleeps_at_home),
    columns: [nameColumn, typeColumn, phoneColumn, { header: "Table", value: (r) => r.table_name }],
    totals: (items) => [`${items.length} men sleep at home`],
  }),
  defineReport<ReportRow>({
    id: "check-in",
    title: "Check-In Status",
    description: "Who has arrived, when and who checked him in; the men still missing first.",
    items: ({ rows }) => [...rows].sort((a, b) => Number(a.has_checked_in) - Number(b.has_checked_in) || byName(a, b)),
    columns: [
      nameColumn,
      typeColumn,
      { header: "Status", value: (r) => checkedInLabel(r.has_checked_in), width: 16 },
      { header: "Checked In At", value: (r) => (r.checked_in_at === null ? null : new Date(r.checked_in_at)), width: 20 },
      { header: "Checked In By", value: (r) => r.checked_in_by, width: 26 },
      { header: "Payment", value: (r) => paidLabel(r.has_paid) },
      phoneColumn,
    ],
    totals: (items) => {
      const arrived = items.filter((r) => r.has_checked_in).length;
      return [`${arrived} of ${items.length} arrived`];
    },
  }),
];
