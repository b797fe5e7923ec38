import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { retreatTable, retreatsTables } from "./model/retreatSchema";
import { v } from "convex/values";
import { languageValidator } from "./shared/languages";
import { attendeeTypeValidator, roleValidator, roomTypeValidator } from "./shared/validators";

/**
 * The whole data model. Domain fields use the snake_case names of the specification
 * (first_name, room_id, ...) so imports, exports and the spec's vocabulary line up.
 * `null` in room_id / table_id / leader_id means "none".
 */

const optionalString = v.optional(v.string());
const optionalNumber = v.optional(v.number());
const optionalBoolean = v.optional(v.boolean());

const typeTotals = v.object({
  men: v.number(),
  at_home: v.number(),
  paid_cents: v.number(),
  cost_cents: v.number(),
  donations_cents: v.number(),
  admin_fees_cents: v.number(),
  palancas_cents: v.number(),
  owed_cents: v.number(),
  owing_men: v.number(),
  scholarship_men: v.number(),
  scholarship_cents: v.number(),
});

export const attendeeFields = {
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(), // trimmed and lower-cased
  phone_number: v.union(v.string(), v.null()), // digits only, at most 10

  attendee_type: attendeeTypeValidator,
  has_paid: v.boolean(),
  has_checked_in: v.boolean(),
  checked_in_at: optionalNumber,
  checked_in_by: optionalString, // who checked him in (the staff member's email)
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

  /** The man across weekends (model/retreatSchema.ts): set on every record, carried to his next weekends. */
  person_id: v.optional(v.id("people")),
};

export default defineSchema({
  ...authTables,
  ...retreatsTables,

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
    /** When a temporary password set by an admin stops working (model/temporaryPasswords.ts). */
    temporary_password_expires_at: optionalNumber,
    /** Set by an admin: the account cannot sign in and its sessions have ended. */
    disabled: optionalBoolean,
    /** The attendee record of a server account, when there is one. */
    attendee_id: v.optional(v.id("attendees")),
    /** The language the user chose for the app ("en" | "es"); unset follows his browser, then Settings. */
    language: v.optional(languageValidator),
    /** The retreat this account is looking at; unset (or a deleted one) is the current retreat. */
    viewing_retreat_id: v.optional(v.id("retreats")),
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

  attendees: retreatTable("attendees", attendeeFields)
    .index("by_email", ["email"])
    // by_room and by_type_and_room continue with sleeps_at_home and the name so the floor plan's
    // unassigned list (room_id null, not at home) reads its first men by name from the index.
    .index("by_room", ["room_id", "sleeps_at_home", "first_name", "last_name"])
    .index("by_table", ["table_id"])
    .index("by_type_and_room", ["attendee_type", "room_id", "sleeps_at_home", "first_name", "last_name"])
    .index("by_type_and_table", ["attendee_type", "table_id"])
    .index("by_checked_in", ["has_checked_in"])
    .index("by_person", ["person_id"]),

  rooms: retreatTable("rooms", {
    name: v.string(),
    name_lower: v.string(), // for case-insensitive matching (CSV import)
    description: optionalString, // sanitised rich text (HTML)
    capacity: optionalNumber, // integer >= 1, absent = unlimited
    room_type: roomTypeValidator,
    created_at: v.number(),
    occupant_count: optionalNumber, // no longer kept (see assignmentCounts below); rooms stored earlier may hold it
  })
    .index("by_name_lower", ["name_lower"])
    .index("by_type", ["room_type"]),

  /**
   * How many men have no room, so the floor plan need not count them on every assignment. Kept in
   * the same transaction as every attendee write (model/placementCounts.ts), split into shards
   * whose sum is the count (model/counterShards.ts), so staff writing different men at once do not
   * write the same document.
   */
  placementCounts: retreatTable("placementCounts", {
    attendee: v.number(), // retreatants without a room who need one
    server: v.number(), // servers without a room who need one
    at_home: v.number(), // men without a room who sleep at home
    shard: optionalNumber, // which part of the sharded count (model/counterShards.ts); absent only before the migration
  }).index("by_shard", ["shard"]),

  /**
   * How many men sleep in a room or sit at a table, one document per room or table, kept with
   * every attendee write (model/assignmentCounts.ts). Apart from the room and table documents, so
   * an assignment re-runs only the queries that show counts, not every query that reads a name.
   */
  assignmentCounts: retreatTable("assignmentCounts", {
    place_id: v.union(v.id("rooms"), v.id("diningTables")),
    count: v.number(),
  }).index("by_place", ["place_id"]),

  /** Arrivals by type and unpaid arrivals, kept like placementCounts (model/checkInCounts.ts). */
  checkInCounts: retreatTable("checkInCounts", {
    attendee_expected: v.number(),
    attendee_arrived: v.number(),
    server_expected: v.number(),
    server_arrived: v.number(),
    arrived_unpaid: v.number(),
    shard: optionalNumber, // as in placementCounts
  }).index("by_shard", ["shard"]),

  diningTables: retreatTable("diningTables", {
    name: v.string(),
    leader_id: v.union(v.id("attendees"), v.null()),
    capacity: optionalNumber,
    created_at: v.number(),
    seated_count: optionalNumber, // no longer kept (see assignmentCounts below); tables stored earlier may hold it
  })
    .index("by_name", ["name"])
    .index("by_leader", ["leader_id"]),

  siteSettings: retreatTable("siteSettings", {
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
  adorationSlots: retreatTable("adorationSlots", {
    start: v.number(),
    end: v.number(),
    is_blocked: v.boolean(),
    note: optionalString,
    capacity: optionalNumber, // adorers the hour holds; absent = the default (2)
    outside_schedule: optionalBoolean,
  }).index("by_start", ["start"]),

  /** Who holds an hour: an account, a server without one (attendee_id), or a supporter by name and phone. */
  adorationBookings: retreatTable("adorationBookings", {
    slot_id: v.id("adorationSlots"),
    /** The hour's start, copied from the slot, so one day's bookings are one index range. */
    slot_start: optionalNumber,
    user_id: v.optional(v.id("users")),
    attendee_id: v.optional(v.id("attendees")),
    name: v.string(),
    email: optionalString,
    phone: optionalString,
    created_at: v.number(),
  })
    .index("by_slot", ["slot_id"])
    .index("by_slot_start", ["slot_start"])
    .index("by_user", ["user_id"])
    .index("by_attendee", ["attendee_id"]),

  /** Letters of support for a retreatant (model/palancas.ts keeps palancaCounts in step). */
  palancas: retreatTable("palancas", {
    attendee_id: v.id("attendees"),
    from_name: v.string(),
    relationship: optionalString,
    received_date: v.string(), // YYYY-MM-DD
    notes: optionalString,
    created_at: v.number(),
  }).index("by_attendee", ["attendee_id", "received_date"]),

  /** How many palancas each man has, written in the same transaction as his letters. */
  palancaCounts: retreatTable("palancaCounts", {
    attendee_id: v.id("attendees"),
    count: v.number(),
  }).index("by_attendee", ["attendee_id"]),

  /** The palancas screen's settings: one document (absent = defaults). */
  palancaSettings: retreatTable("palancaSettings", {
    target: v.number(), // letters each retreatant should have
    updated_at: v.number(),
  }),

  talks: retreatTable("talks", {
    title: v.string(),
    kind: v.union(v.literal("talk"), v.literal("testimony")),
    speaker_id: v.union(v.id("attendees"), v.null()),
    speaker_name: optionalString, // kept when the speaker's record is deleted
    day: v.string(), // YYYY-MM-DD, a retreat day
    time: v.string(), // HH:MM
    duration_minutes: v.number(),
    place: optionalString,
    status: v.union(v.literal("assigned"), v.literal("confirmed"), v.literal("delivered")),
    staff_notes: optionalString, // shown to the speaker
    speaker_note: optionalString, // left by the speaker in his portal
    language: v.optional(languageValidator), // the speaker portal's language for this link (else the visitor's browser)
    confirmed_at: optionalNumber,
    /** SHA-256 of the speaker-portal token; the token itself is shown to staff once and never stored. */
    portal_token_hash: v.string(),
    /** Older data stored the token in plain text: never written, cleared by migrations:run and by any write of the talk. */
    portal_token: optionalString,
    created_at: v.number(),
  })
    .index("by_token_hash", ["portal_token_hash"])
    .index("by_speaker", ["speaker_id", "day", "time"])
    .index("by_day_and_time", ["day", "time"]),

  prayers: retreatTable("prayers", {
    title: v.string(),
    body: v.string(), // sanitised rich text (HTML)
    kind: v.union(v.literal("prayer"), v.literal("intention")),
    sort_order: v.number(),
    created_at: v.number(),
  }).index("by_sort_order", ["sort_order"]),

  /**
   * The finance ledger: expenses entered by staff and income beyond what attendees paid. Amounts
   * are integer cents; a negative amount is a refund or a correction.
   */
  financeEntries: retreatTable("financeEntries", {
    kind: v.union(v.literal("income"), v.literal("expense")),
    date: v.string(), // YYYY-MM-DD
    category: v.string(),
    description: optionalString,
    amount_cents: v.number(),
    paid_by: optionalString, // expenses: who paid (to reimburse)
    receipt_id: v.optional(v.id("_storage")), // a checked image (shared/imageRules.ts: PNG, JPEG or WebP, at most 5 MB)
    created_by: v.optional(v.id("users")),
    created_at: v.number(),
  }).index("by_date", ["date"]),

  /** A reduced cost for one man, and who granted it. At most one per man. */
  scholarships: retreatTable("scholarships", {
    attendee_id: v.id("attendees"),
    reduced_cost_cents: v.number(),
    granted_by: v.string(),
    reason: optionalString,
    created_by: v.optional(v.id("users")),
    created_at: v.number(),
  }).index("by_attendee", ["attendee_id"]),

  /**
   * Head counts and money sums of all men by type, in cents. Kept in the same transaction as every
   * attendee and scholarship write (model/attendeeTotals.ts), in shards like placementCounts.
   */
  attendeeTotals: retreatTable("attendeeTotals", { attendee: typeTotals, server: typeTotals, shard: optionalNumber }).index("by_shard", ["shard"]),

  /** Whether Inventory and Palanquita Stock plan for the live counts or the Settings estimates. One document. */
  planningBasis: retreatTable("planningBasis", {
    source: v.union(v.literal("live"), v.literal("estimates")),
    updated_at: v.number(),
  }),

  inventoryItems: retreatTable("inventoryItems", {
    name: v.string(),
    unit: optionalString,
    quantity_on_hand: v.number(),
    needed_per_retreatant: v.number(),
    needed_per_server: v.number(),
    fixed_extra: v.number(), // needed whatever the head count
    notes: optionalString,
    created_at: v.number(),
  }).index("by_name", ["name"]),

  palanquitaStock: retreatTable("palanquitaStock", {
    name: v.string(),
    made: v.number(), // whole number >= 0, changed by deltas so concurrent taps add up
    needed_per_retreatant: v.number(),
    maker: optionalString, // who is making it
    notes: optionalString,
    created_at: v.number(),
  }).index("by_name", ["name"]),

  /** Staff events of the retreat weekend (the calendar also shows talks and adoration). */
  calendarEvents: retreatTable("calendarEvents", {
    title: v.string(),
    day: v.string(), // YYYY-MM-DD, a retreat day
    start_time: v.string(), // HH:MM
    end_time: v.string(), // HH:MM, after start_time
    place: optionalString,
    notes: optionalString,
    created_at: v.number(),
  }).index("by_day_and_start", ["day", "start_time"]),

  /** Who changed what, when. `doc_id` is the changed document's id as a string. */
  auditLog: retreatTable("auditLog", {
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
    batch_id: v.optional(v.id("importBatches")), // the spreadsheet import that made the change
  })
    .index("by_doc", ["table", "doc_id", "at"])
    .index("by_at", ["at"])
    .index("by_batch", ["batch_id", "at"]),

  /** One spreadsheet upload: its changes carry its id in auditLog, so it can be undone whole. */
  importBatches: retreatTable("importBatches", {
    file_name: v.string(),
    attendee_type: v.union(v.literal("attendee"), v.literal("server")),
    user_id: v.union(v.id("users"), v.null()),
    user_email: optionalString,
    started_at: v.number(),
    created: v.number(),
    updated: v.number(),
    undone_at: optionalNumber,
    undone_by: optionalString,
  }).index("by_started", ["started_at"]),

  /**
   * Reset requests waiting for delivery (convex/passwordResets.ts): the address and the hash of
   * the secret the scheduled delivery presents.
   */
  passwordResetTickets: defineTable({
    email: v.string(),
    secret_hash: v.string(),
    created_at: v.number(),
  }).index("by_created_at", ["created_at"]),

  /** Password-reset links already used (a hash of the code), so a second click says so. */
  /** Wrong refresh tokens presented per session (its token family), counted in a window. */
  refreshFailures: defineTable({
    session_id: v.string(),
    count: v.number(),
    window_start: v.number(),
  }).index("by_session", ["session_id"]),

  spentResetLinks: defineTable({
    email: v.string(),
    code_hash: v.string(),
    used_at: v.number(),
  }).index("by_email_and_hash", ["email", "code_hash"]),

  /**
   * Browsers an address has signed in from: only the SHA-256 of each random device token, so
   * failures from them are counted apart from strangers' (convex/model/signInDevices.ts).
   */
  signInDevices: defineTable({
    email: v.string(),
    token_hash: v.string(),
    created_at: v.number(),
    last_used_at: v.number(),
  })
    .index("by_email_and_hash", ["email", "token_hash"])
    .index("by_email_and_last_used", ["email", "last_used_at"]),

  /**
   * Failed sign-in attempts (and reset requests) per email address, whether or not an account
   * exists for it, so a lockout never reveals which addresses have accounts; counted apart per
   * known device of the address (see convex/model/signInThrottle.ts and signInDevices.ts).
   * `email` is the throttle key: the address, or the address and a device.
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
