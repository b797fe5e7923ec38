import { DATE_TIME_FORMAT, excelDateTime } from "../../lib/excel/dates";
import { buildWorkbook, type SheetColumn } from "../../lib/excel/workbook";
import type { AttendeeInputField } from "../../../convex/shared/attendeeRules";
import { formatPhone, isoDate } from "../../lib/format";
import { checkedInText, englishT, paidText, typeText, yesNoText, type AttendeesT } from "./labels";
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

/** The columns and labels of SPEC.md §3 "Excel export", in a language (English by default). */
export function exportColumns(t: AttendeesT = englishT): SheetColumn<ExportAttendee>[] {
  const label = (field: AttendeeInputField | "room_id" | "table_id") => t(`field.${field}`);
  return [
    { header: label("first_name"), value: (a) => a.first_name, width: 16 },
    { header: label("last_name"), value: (a) => a.last_name, width: 18 },
    { header: label("email"), value: (a) => a.email, width: 30 },
    { header: label("phone_number"), value: (a) => phone(a.phone_number), width: 16 },
    { header: label("attendee_type"), value: (a) => typeText(t, a.attendee_type) },
    { header: t("export.paymentStatus"), value: (a) => paidText(t, a.has_paid) },
    { header: t("export.checkInStatus"), value: (a) => checkedInText(t, a.has_checked_in), width: 16 },
    { header: label("room_id"), value: (a) => a.room_name },
    { header: label("table_id"), value: (a) => a.table_name },
    { header: label("tshirt_size"), value: (a) => a.tshirt_size },
    { header: t("export.snore"), value: (a) => yesNoText(t, a.snore) },
    { header: label("emergency_contact_1_name"), value: (a) => a.emergency_contact_1_name },
    { header: label("emergency_contact_1_phone"), value: (a) => phone(a.emergency_contact_1_phone) },
    { header: label("emergency_contact_1_email"), value: (a) => a.emergency_contact_1_email },
    { header: label("emergency_contact_1_relationship"), value: (a) => a.emergency_contact_1_relationship },
    { header: label("emergency_contact_2_name"), value: (a) => a.emergency_contact_2_name },
    { header: label("emergency_contact_2_phone"), value: (a) => phone(a.emergency_contact_2_phone) },
    { header: label("emergency_contact_2_email"), value: (a) => a.emergency_contact_2_email },
    { header: label("emergency_contact_2_relationship"), value: (a) => a.emergency_contact_2_relationship },
    { header: label("referral_name"), value: (a) => a.referral_name },
    { header: label("referral_phone"), value: (a) => phone(a.referral_phone) },
    { header: label("referral_email"), value: (a) => a.referral_email },
    { header: label("referral_relationship"), value: (a) => a.referral_relationship },
    { header: t("export.createdAt"), value: (a) => excelDateTime(a.created_at), numFmt: DATE_TIME_FORMAT, width: 18 },
  ];
}

/** The English columns (the spec's headers). */
export const EXPORT_COLUMNS: SheetColumn<ExportAttendee>[] = exportColumns();

export async function buildAttendeeWorkbook(rows: readonly ExportAttendee[], t: AttendeesT = englishT): Promise<ArrayBuffer> {
  return await buildWorkbook(t("export.sheet"), t.language === "en" ? EXPORT_COLUMNS : exportColumns(t), rows);
}

/** attendees-data[-{type}s][-search-{term}]-{YYYY-MM-DD}.xlsx (the words in the person's language). */
export function exportFileName(type: TypeFilter, search: string, today: Date = new Date(), t: AttendeesT = englishT): string {
  const parts = [t("export.file")];
  if (type !== "all") parts.push(t(type === "server" ? "export.file.server" : "export.file.attendee"));
  const term = search
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, "_")
    .slice(0, 50);
  if (term !== "") parts.push(`${t("export.file.search")}-${term}`);
  parts.push(isoDate(today));
  return `${parts.join("-")}.xlsx`;
}
