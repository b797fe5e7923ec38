import type { Doc, Id } from "../_generated/dataModel";

/** The fields of one man that the reports show (roster, payments, rooms, tables, health, sacraments, contacts...). */
export type ReportRow = {
  _id: Id<"attendees">;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  attendee_type: Doc<"attendees">["attendee_type"];
  parish: string | null;
  has_paid: boolean;
  has_checked_in: boolean;
  checked_in_at: number | null;
  checked_in_by: string | null;
  cost_of_retreat: number | null;
  amount_paid: number | null;
  donations: number | null;
  admin_fees: number | null;
  room_id: Id<"rooms"> | null;
  room_name: string | null;
  table_id: Id<"diningTables"> | null;
  table_name: string | null;
  tshirt_size: string | null;
  allergies: string | null;
  health_issues: string | null;
  baptism: boolean | null;
  first_communion: boolean | null;
  confirmation: boolean | null;
  emergency_contact_1_name: string | null;
  emergency_contact_1_phone: string | null;
  emergency_contact_1_relationship: string | null;
  emergency_contact_2_name: string | null;
  emergency_contact_2_phone: string | null;
  emergency_contact_2_relationship: string | null;
  snore: boolean;
  sleeps_at_home: boolean;
};

export function toReportRow(man: Doc<"attendees">, roomName: string | null, tableName: string | null): ReportRow {
  return {
    _id: man._id,
    first_name: man.first_name,
    last_name: man.last_name,
    email: man.email,
    phone_number: man.phone_number,
    attendee_type: man.attendee_type,
    parish: man.parish ?? null,
    has_paid: man.has_paid,
    has_checked_in: man.has_checked_in,
    checked_in_at: man.checked_in_at ?? null,
    checked_in_by: man.checked_in_by ?? null,
    cost_of_retreat: man.cost_of_retreat ?? null,
    amount_paid: man.amount_paid ?? null,
    donations: man.donations ?? null,
    admin_fees: man.admin_fees ?? null,
    room_id: man.room_id,
    room_name: roomName,
    table_id: man.table_id,
    table_name: tableName,
    tshirt_size: man.tshirt_size ?? null,
    allergies: man.allergies ?? null,
    health_issues: man.health_issues ?? null,
    baptism: man.baptism ?? null,
    first_communion: man.first_communion ?? null,
    confirmation: man.confirmation ?? null,
    emergency_contact_1_name: man.emergency_contact_1_name ?? null,
    emergency_contact_1_phone: man.emergency_contact_1_phone ?? null,
    emergency_contact_1_relationship: man.emergency_contact_1_relationship ?? null,
    emergency_contact_2_name: man.emergency_contact_2_name ?? null,
    emergency_contact_2_phone: man.emergency_contact_2_phone ?? null,
    emergency_contact_2_relationship: man.emergency_contact_2_relationship ?? null,
    snore: man.snore,
    sleeps_at_home: man.sleeps_at_home,
  };
}
