import type { PaginationOptions, PaginationResult } from "convex/server";
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { attendeeOfAccount } from "./accountRecord";
import { recordChange } from "./audit";
import { addDoorAmount, DOOR_PAYMENT_MESSAGES, isPaidAfter, MAX_NOTE_LENGTH, parseDoorAmount } from "../shared/doorPayment";

export const CHECK_IN_MESSAGES = {
  deleted: "This man is no longer on the list (he was deleted). Search again.",
  noteTooLong: `The note can be at most ${MAX_NOTE_LENGTH} characters.`,
} as const;

/** `reason` and `params` let the screens say the English `message` in the user's language. */
function checkInError(code: string, message: string, details: { reason?: string; params?: Record<string, string> } = {}) {
  return new ConvexError({ code, message, ...details });
}

/**
 * What the check-in screen says for who checked a man in: the staff member's name (his account's,
 * else his server record's), or the stored email when no account has it any more.
 */
export async function staffNameOf(ctx: QueryCtx, email: string): Promise<string> {
  const user = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .first();
  if (user === null) return email;
  const joined = (first?: string, last?: string) => [first, last].filter((part) => part && part.trim() !== "").join(" ").trim();
  const own = joined(user.first_name, user.last_name) || (user.name ?? "").trim();
  if (own !== "") return own;
  const record = await attendeeOfAccount(ctx, user);
  return (record && joined(record.first_name, record.last_name)) || email;
}

/** Room, table and staff names for the rows of one page, each looked up once. */
export function nameLookup(ctx: QueryCtx) {
  const rooms = new Map<Id<"rooms">, Promise<string | null>>();
  const tables = new Map<Id<"diningTables">, Promise<string | null>>();
  const staff = new Map<string, Promise<string>>();
  return {
    staff: (email: string | undefined): Promise<string | null> => {
      if (email === undefined) return Promise.resolve(null);
      if (!staff.has(email)) staff.set(email, staffNameOf(ctx, email));
      return staff.get(email)!;
    },
    room: (id: Id<"rooms"> | null): Promise<string | null> => {
      if (id === null) return Promise.resolve(null);
      if (!rooms.has(id)) rooms.set(id, ctx.db.get("rooms", id).then((room) => room?.name ?? null));
      return rooms.get(id)!;
    },
    table: (id: Id<"diningTables"> | null): Promise<string | null> => {
      if (id === null) return Promise.resolve(null);
      if (!tables.has(id)) tables.set(id, ctx.db.get("diningTables", id).then((table) => table?.name ?? null));
      return tables.get(id)!;
    },
  };
}

/** What the check-in screen shows for one man: enough to find him, tell him where he sleeps and eats, and take money. */
export type CheckInRow = {
  _id: Id<"attendees">;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  attendee_type: Doc<"attendees">["attendee_type"];
  has_checked_in: boolean;
  checked_in_at: number | null;
  /** The name of the staff member who checked him in (the email only when no account has it). */
  checked_in_by: string | null;
  has_paid: boolean;
  amount_paid: number | null;
  cost_of_retreat: number | null;
  room_name: string | null;
  table_name: string | null;
  snore: boolean;
  sleeps_at_home: boolean;
};

/** A page of the check-in list: every man in the order they were added, with his room's and table's names. */
export async function checkInPage(ctx: QueryCtx, opts: PaginationOptions): Promise<PaginationResult<CheckInRow>> {
  const page = await ctx.db.query("attendees").paginate(opts);
  return { ...page, page: await toCheckInRows(ctx, page.page) };
}

export async function toCheckInRows(ctx: QueryCtx, men: Doc<"attendees">[]): Promise<CheckInRow[]> {
  const names = nameLookup(ctx);
  return await Promise.all(
    men.map(async (man) => ({
      _id: man._id,
      first_name: man.first_name,
      last_name: man.last_name,
      email: man.email,
      phone_number: man.phone_number,
      attendee_type: man.attendee_type,
      has_checked_in: man.has_checked_in,
      checked_in_at: man.checked_in_at ?? null,
      checked_in_by: await names.staff(man.checked_in_by),
      has_paid: man.has_paid,
      amount_paid: man.amount_paid ?? null,
      cost_of_retreat: man.cost_of_retreat ?? null,
      room_name: await names.room(man.room_id),
      table_name: await names.table(man.table_id),
      snore: man.snore,
      sleeps_at_home: man.sleeps_at_home,
    })),
  );
}

async function requireMan(ctx: QueryCtx, id: Id<"attendees">): Promise<Doc<"attendees">> {
  const man = await ctx.db.get("attendees", id);
  if (man === null) throw checkInError("NOT_FOUND", CHECK_IN_MESSAGES.deleted);
  return man;
}

async function write(
  ctx: MutationCtx,
  viewer: Viewer,
  before: Doc<"attendees">,
  after: Doc<"attendees">,
  summary: string,
): Promise<void> {
  const { _id, _creationTime, ...fields } = after;
  void _creationTime;
  await ctx.db.replace("attendees", _id, fields);
  await recordChange(ctx, { table: "attendees", docId: _id, viewer, before, after, summary });
}

/** `checked_in_by` is the staff member's name, as the check-in screen shows it. */
export type CheckInOutcome = { changed: boolean; checked_in_at: number | null; checked_in_by: string | null };

/**
 * Checks a man in. The server decides: when two staff tap at once, the second finds him already
 * checked in, writes nothing and gets the first one's time and name.
 */
export async function checkInMan(
  ctx: MutationCtx,
  viewer: Viewer,
  id: Id<"attendees">,
  summary = "Checked in",
): Promise<CheckInOutcome> {
  const man = await requireMan(ctx, id);
  if (man.has_checked_in) {
    const by = man.checked_in_by === undefined ? null : await staffNameOf(ctx, man.checked_in_by);
    return { changed: false, checked_in_at: man.checked_in_at ?? null, checked_in_by: by };
  }
  const now = Date.now();
  const after: Doc<"attendees"> = { ...man, has_checked_in: true, checked_in_at: now, updated_at: now };
  if (viewer.email !== null) after.checked_in_by = viewer.email;
  else delete after.checked_in_by;
  await write(ctx, viewer, man, after, summary);
  const by = after.checked_in_by === undefined ? null : await staffNameOf(ctx, after.checked_in_by);
  return { changed: true, checked_in_at: now, checked_in_by: by };
}

/** Undoes a check-in; a man who is not checked in (someone undid it already) stays as he is. */
export async function undoCheckIn(ctx: MutationCtx, viewer: Viewer, id: Id<"attendees">): Promise<{ changed: boolean }> {
  const man = await requireMan(ctx, id);
  if (!man.has_checked_in) return { changed: false };
  const after: Doc<"attendees"> = { ...man, has_checked_in: false, updated_at: Date.now() };
  delete after.checked_in_at;
  delete after.checked_in_by;
  await write(ctx, viewer, man, after, "Check-in undone");
  return { changed: true };
}

export type PaymentOutcome = { amount_paid: number; has_paid: boolean };

/**
 * Adds money received at the door to the amount paid (a refund, ticked explicitly, takes it off);
 * has_paid follows the amount (doorPayment.isPaidAfter). The audit entry carries the amount and note.
 */
export async function recordDoorPayment(
  ctx: MutationCtx,
  viewer: Viewer,
  args: { id: Id<"attendees">; amount: string; refund: boolean; note?: string },
): Promise<PaymentOutcome> {
  const parsed = parseDoorAmount(args.amount, args.refund);
  if (!parsed.ok) throw checkInError("INVALID_AMOUNT", parsed.message, { reason: parsed.reason, ...(parsed.params && { params: parsed.params }) });
  const note = (args.note ?? "").trim();
  if (note.length > MAX_NOTE_LENGTH) throw checkInError("INVALID_NOTE", CHECK_IN_MESSAGES.noteTooLong, { params: { max: String(MAX_NOTE_LENGTH) } });
  const man = await requireMan(ctx, args.id);
  const amountPaid = addDoorAmount(man.amount_paid, parsed.amount);
  if (amountPaid < 0) {
    const paid = dollars(man.amount_paid ?? 0);
    throw checkInError("INVALID_AMOUNT", DOOR_PAYMENT_MESSAGES.refundTooLarge(paid), { reason: "refundTooLarge", params: { paid } });
  }
  const hasPaid = isPaidAfter(amountPaid, man.cost_of_retreat);
  const after: Doc<"attendees"> = { ...man, amount_paid: amountPaid, has_paid: hasPaid, updated_at: Date.now() };
  const what = parsed.amount < 0 ? `Refund at the door: ${dollars(-parsed.amount)}` : `Payment at the door: ${dollars(parsed.amount)}`;
  await write(ctx, viewer, man, after, note === "" ? what : `${what} (${note})`);
  return { amount_paid: amountPaid, has_paid: hasPaid };
}

function dollars(value: number): string {
  return value.toLocaleString("en-US", { style: "currency", currency: "USD" });
}
