import { DATE_TIME_FORMAT, excelDateTime } from "../../lib/excel/dates";
import { buildWorkbook, type SheetColumn } from "../../lib/excel/workbook";
import { attendeeTypeLabel, checkedInLabel, formatPhone, isoDate, paidLabel, yesNoLabel } from "../../lib/format";
import type { TypeFilter } from "./attendeeFilter";

/** One attendee as the export needs it (api.attendees.exportRows returns a superset). */
export type ExportAttendee = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  attendee_type: "attendee" | "server";
  has_paid: boolean;
  has_checked_in: boolean;
  room_name: string | null;
  table_name: string | null;
  tshirt_size?: string;
  snore: boolean;
  emergency_contact_1_name?: string;
  emergency_contact_1_phone?: string;
  emergency_contact_1_email?: string;
  emergency_contact_1_relationship?: string;
  emergency_contact_2_name?: string;
  emergency_contact_2_phone?: string;
  emergency_contact_2_email?: string;
  emergency_contact_2_relationship?: string;
  referral_name?: string;
  referral_phone?: string;
  referral_email?: string;
  referral_relationship?: string;
  created_at: number;
};

const phone = (value: string | null | undefined) => (value ? formatPhone(value) : null);

/** The columns and labels of SPEC.md §3 "Excel export". */
export const EXPORT_COLUMNS: SheetColumn<ExportAttendee>[] = [
  { header: "First Name", value: (a) => a.first_name, width: 16 },
  { header: "Last Name", value: (a) => a.last_name, width: 18 },
  { header: "Email", value: (a) => a.email, width: 30 },
  { header: "Phone", value: (a) => phone(a.phone_number), width: 16 },
  { header: "Type", value: (a) => attendeeTypeLabel(a.attendee_type) },
  { header: "Payment Status", value: (a) => paidLabel(a.has_paid) },
  { header: "Check-in Status", value: (a) => checkedInLabel(a.has_checked_in), width: 16 },
  { header: "Room", value: (a) => a.room_name },
  { header: "Table", value: (a) => a.table_name },
  { header: "T-Shirt Size", value: (a) => a.tshirt_size },
  { header: "Snore", value: (a) => yesNoLabel(a.snore) },
  { header: "Emergency Contact 1 Name", value: (a) => a.emergency_contact_1_name },
  { header: "Emergency Contact 1 Phone", value: (a) => phone(a.emergency_contact_1_phone) },
  { header: "Emergency Contact 1 Email", value: (a) => a.emergency_contact_1_email },
  { header: "Emergency Contact 1 Relationship", value: (a) => a.emergency_contact_1_relationship },
  { header: "Emergency Contact 2 Name", value: (a) => a.emergency_contact_2_name },
  { header: "Emergency Contact 2 Phone", value: (a) => phone(a.emergency_contact_2_phone) },
  { header: "Emergency Contact 2 Email", value: (a) => a.emergency_contact_2_email },
  { header: "Emergency Contact 2 Relationship", value: (a) => a.emergency_contact_2_relationship },
  { header: "Referral Name", value: (a) => a.referral_name },
  { header: "Referral Phone", value: (a) => phone(a.referral_phone) },
  { header: "Referral Email", value: (a) => a.referral_email },
  { header: "Referral Relationship", value: (a) => a.referral_relationship },
  { header: "Created At", value: (a) => excelDateTime(a.created_at), numFmt: DATE_TIME_FORMAT, width: 18 },
];

export async function buildAttendeeWorkbook(rows: readonly ExportAttendee[]): Promise<ArrayBuffer> {
  return await buildWorkbook("Attendees", EXPORT_COLUMNS, rows);
}

/** attendees-data[-{type}s][-search-{term}]-{YYYY-MM-DD}.xlsx */
export function exportFileName(type: TypeFilter, search: string, today: Date = new Date()): string {
  const parts = ["attendees-data"];
  if (type !== "all") parts.push(`${type}s`);
  const term = search
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, "_")
    .slice(0, 50);
  if (term !== "") parts.push(`search-${term}`);
  parts.push(isoDate(today));
  return `${parts.join("-")}.xlsx`;
}
