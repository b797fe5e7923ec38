import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { attendeeTypeValidator, roleValidator, roomTypeValidator } from "./model/validators";

/**
 * The whole data model. Domain fields use the snake_case names of the specification
 * (first_name, room_id, ...) so imports, exports and the spec's vocabulary line up.
 * `null` in room_id / table_id / leader_id means "none".
 */

const optionalString = v.optional(v.string());
const optionalNumber = v.optional(v.number());
const optionalBoolean = v.optional(v.boolean());

export const attendeeFields = {
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(), // trimmed and lower-cased
  phone_number: v.union(v.string(), v.null()), // digits only, at most 10

  attendee_type: attendeeTypeValidator,
  has_paid: v.boolean(),
  has_checked_in: v.boolean(),
  checked_in_at: optionalNumber,
  room_id: v.union(v.id("rooms"), v.null()),
  table_id: v.union(v.id("diningTables"), v.null()),

  amount_paid: optionalNumber,
  cost_of_retreat: optionalNumber,
  donations: optionalNumber,
  admin_fees: optionalNumber,
  palancas_amount: optionalNumber,

  tshirt_size: optionalString,
  birthday: optionalString, // YYYY-MM-DD
  marital_status: optionalString,
  parish: optionalString,
  family_number: optionalString,
  health_issues: optionalString,
  allergies: optionalString,
  known_servers: optionalString,

  snore: v.boolean(),
  baptism: optionalBoolean,
  first_communion: optionalBoolean,
  confirmation: optionalBoolean,
  matrimony: optionalBoolean,
  st_agnes_parishioner: optionalBoolean,
  sleeps_at_home: v.boolean(),

  address_line_1: optionalString,
  address_line_2: optionalString,
  city: optionalString,
  state: optionalString,
  zip_code: optionalString,
  country: optionalString,

  emergency_contact_1_name: optionalString,
  emergency_contact_1_phone: optionalString,
  emergency_contact_1_email: optionalString,
  emergency_contact_1_relationship: optionalString,
  emergency_contact_2_name: optionalString,
  emergency_contact_2_phone: optionalString,
  emergency_contact_2_email: optionalString,
  emergency_contact_2_relationship: optionalString,

  referral_name: optionalString,
  referral_phone: optionalString,
  referral_email: optionalString,
  referral_relationship: optionalString,

  created_at: v.number(),
  updated_at: v.number(),
};

export default defineSchema({
  ...authTables,

  /** Accounts (from @convex-dev/auth) with the staff profile fields. */
  users: defineTable({
    name: optionalString,
    image: optionalString,
    email: optionalString,
    emailVerificationTime: optionalNumber,
    phone: optionalString,
    phoneVerificationTime: optionalNumber,
    isAnonymous: optionalBoolean,
    first_name: optionalString,
    last_name: optionalString,
    /** Set when an admin reset the password: the user must choose a new one at next sign-in. */
    must_change_password: optionalBoolean,
    /** Set by an admin: the account cannot sign in and its sessions have ended. */
    disabled: optionalBoolean,
    /** The attendee record of a server account, when there is one. */
    attendee_id: v.optional(v.id("attendees")),
  })
    .index("email", ["email"])
    .index("phone", ["phone"])
    .index("by_attendee", ["attendee_id"]),

  userRoles: defineTable({
    user_id: v.id("users"),
    role: roleValidator,
    created_at: v.number(),
  })
    .index("by_role", ["role"])
    .index("by_user_and_role", ["user_id", "role"]),

  attendees: defineTable(attendeeFields)
    .index("by_email", ["email"])
    // by_room and by_type_and_room continue with sleeps_at_home and the name so the floor plan's
    // unassigned list (room_id null, not at home) reads its first men by name from the index.
    .index("by_room", ["room_id", "sleeps_at_home", "first_name", "last_name"])
    .index("by_table", ["table_id"])
    .index("by_type_and_room", ["attendee_type", "room_id", "sleeps_at_home", "first_name", "last_name"])
    .index("by_type_and_table", ["attendee_type", "table_id"])
    .index("by_checked_in", ["has_checked_in"]),

  rooms: defineTable({
    name: v.string(),
    name_lower: v.string(), // for case-insensitive matching (CSV import)
    description: optionalString, // sanitised rich text (HTML)
    capacity: optionalNumber, // integer >= 1, absent = unlimited
    room_type: roomTypeValidator,
    created_at: v.number(),
  })
    .index("by_name_lower", ["name_lower"])
    .index("by_type", ["room_type"]),

  /**
   * How many men have no room, so the floor plan need not count them on every assignment. One
   * document, kept in the same transaction as every attendee write (model/placementCounts.ts).
   */
  placementCounts: defineTable({
    attendee: v.number(), // retreatants without a room who need one
    server: v.number(), // servers without a room who need one
    at_home: v.number(), // men without a room who sleep at home
  }),

  diningTables: defineTable({
    name: v.string(),
    leader_id: v.union(v.id("attendees"), v.null()),
    capacity: optionalNumber,
    created_at: v.number(),
  })
    .index("by_name", ["name"])
    .index("by_leader", ["leader_id"]),

  siteSettings: defineTable({
    setting_key: v.string(),
    setting_value: v.string(),
    updated_at: v.number(),
  }).index("by_key", ["setting_key"]),

  /** Images in file storage: header logo, badge logos (logo1, logo2), PDF header logos. */
  images: defineTable({
    slot: v.union(
      v.literal("header_logo"),
      v.literal("logo1"),
      v.literal("logo2"),
      v.literal("pdf_left"),
      v.literal("pdf_right"),
    ),
    storage_id: v.id("_storage"),
    updated_at: v.number(),
  }).index("by_slot", ["slot"]),

  /**
   * One row per adoration hour; `start` is the hour's start as epoch ms (retreat-house local time
   * as UTC). Generated from Settings (model/adorationSlots.ts); an hour that leaves the schedule
   * while people hold it stays, marked outside_schedule, until an admin moves or clears them.
   */
  adorationSlots: defineTable({
    start: v.number(),
    end: v.number(),
    is_blocked: v.boolean(),
    note: optionalString,
    capacity: optionalNumber, // adorers the hour holds; absent = the default (2)
    outside_schedule: optionalBoolean,
  }).index("by_start", ["start"]),

  /** Who holds an hour: an account, a server without one (attendee_id), or a supporter by name and phone. */
  adorationBookings: defineTable({
    slot_id: v.id("adorationSlots"),
    user_id: v.optional(v.id("users")),
    attendee_id: v.optional(v.id("attendees")),
    name: v.string(),
    email: optionalString,
    phone: optionalString,
    created_at: v.number(),
  })
    .index("by_slot", ["slot_id"])
    .index("by_user", ["user_id"])
    .index("by_attendee", ["attendee_id"]),

  palancas: defineTable({
    attendee_id: v.id("attendees"),
    from_name: v.string(),
    relationship: optionalString,
    received_date: v.string(), // YYYY-MM-DD
    notes: optionalString,
    created_at: v.number(),
  }).index("by_attendee", ["attendee_id"]),

  talks: defineTable({
    title: v.string(),
    kind: v.union(v.literal("talk"), v.literal("testimony")),
    speaker_id: v.union(v.id("attendees"), v.null()),
    speaker_name: optionalString,
    day: optionalString, // YYYY-MM-DD
    time: optionalString, // HH:MM
    duration_minutes: optionalNumber,
    status: v.union(v.literal("assigned"), v.literal("confirmed"), v.literal("delivered")),
    portal_token: v.string(),
    speaker_notes: optionalString,
    sort_order: v.number(),
    created_at: v.number(),
  })
    .index("by_token", ["portal_token"])
    .index("by_speaker", ["speaker_id"])
    .index("by_sort_order", ["sort_order"]),

  prayers: defineTable({
    title: v.string(),
    body: v.string(),
    intention: optionalString,
    sort_order: v.number(),
    created_at: v.number(),
  }).index("by_sort_order", ["sort_order"]),

  financeEntries: defineTable({
    kind: v.union(v.literal("income"), v.literal("expense")),
    category: v.string(),
    description: optionalString,
    amount: v.number(),
    date: v.string(), // YYYY-MM-DD
    created_by: v.optional(v.id("users")),
    created_at: v.number(),
  })
    .index("by_kind", ["kind"])
    .index("by_date", ["date"]),

  inventoryItems: defineTable({
    name: v.string(),
    category: optionalString,
    unit: optionalString,
    quantity_on_hand: v.number(),
    needed_per_retreatant: v.number(),
    needed_per_server: v.number(),
    notes: optionalString,
    created_at: v.number(),
  }).index("by_name", ["name"]),

  palanquitaStock: defineTable({
    name: v.string(),
    made: v.number(),
    needed_per_retreatant: v.number(),
    notes: optionalString,
    created_at: v.number(),
  }).index("by_name", ["name"]),

  calendarEvents: defineTable({
    title: v.string(),
    date: v.string(), // YYYY-MM-DD
    start_time: optionalString, // HH:MM
    end_time: optionalString,
    location: optionalString,
    description: optionalString,
    created_at: v.number(),
  }).index("by_date", ["date"]),

  /** Who changed what, when. `doc_id` is the changed document's id as a string. */
  auditLog: defineTable({
    table: v.string(),
    doc_id: v.string(),
    action: v.union(v.literal("create"), v.literal("update"), v.literal("delete")),
    user_id: v.union(v.id("users"), v.null()),
    user_email: optionalString,
    summary: optionalString,
    changes: v.array(
      v.object({ field: v.string(), before: v.optional(v.any()), after: v.optional(v.any()) }),
    ),
    at: v.number(),
  })
    .index("by_doc", ["table", "doc_id", "at"])
    .index("by_at", ["at"]),

  /**
   * Failed sign-in attempts per email address, whether or not an account exists for it, so a
   * lockout never reveals which addresses have accounts (see convex/model/signInThrottle.ts).
   */
  signInAttempts: defineTable({
    email: v.string(),
    attempts_left: v.number(),
    last_attempt_at: v.number(),
  }).index("by_email", ["email"]),

  /**
   * Outgoing mail. Sent through the configured mail provider in production; the embedded backend
   * delivers queued mail to an outbox file under its data directory.
   */
  outboxEmails: defineTable({
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    status: v.union(v.literal("queued"), v.literal("sent"), v.literal("failed")),
    error: optionalString,
    created_at: v.number(),
    sent_at: optionalNumber,
  }).index("by_status", ["status"]),
});
