/**
 * Booking rules for adoration hours, enforced inside the mutation so two people racing for the
 * last place of an hour cannot both win: an hour holds at most its capacity, never the same
 * person twice, and blocked, past or unscheduled hours take no bookings.
 */
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { foldText } from "../shared/text";
import { attendeeOfAccount } from "./accountRecord";
import { bookingsOfSlot, capacityOf } from "./adorationSlots";
import { MAX_SLOT_CAPACITY } from "../shared/adorationCapacity";
import { readSetting } from "./settings";
import { effectiveTimeZone, hasEnded } from "../shared/zonedTime";

export const ADORATION_MESSAGES = {
  slotGone: "This hour is no longer on the adoration schedule.",
  blocked: "This hour is blocked.",
  past: "This hour has already passed.",
  full: "This hour is already full.",
  youHoldIt: "You already hold this hour.",
  notHeld: "You do not hold this hour.",
  bookingGone: "This booking no longer exists.",
  nameRequired: "Enter the adorer's name.",
  capacityRange: `Capacity must be a whole number from 1 to ${MAX_SLOT_CAPACITY}.`,
} as const;

/** `reason` and `params` let the screens say a message built with values in the user's language. */
export function refused(
  message: string,
  details: { reason?: string; params?: Record<string, string | number> } = {},
): ConvexError<{ code: string; message: string; reason?: string; params?: Record<string, string | number> }> {
  return new ConvexError({ code: "ADORATION_REFUSED", message, ...details });
}

/** Who holds an hour: an account, a server without an account, or a supporter by name and phone. */
export type BookingPerson = {
  user_id?: Id<"users">;
  attendee_id?: Id<"attendees">;
  name: string;
  email?: string;
  phone?: string;
};

function digits(phone: string | undefined): string {
  return (phone ?? "").replace(/\D/g, "");
}

/** Whether a booking is this person's: the same account, the same attendee, or the same name and phone. */
export function isSamePerson(booking: BookingPerson, person: BookingPerson): boolean {
  if (person.user_id !== undefined && booking.user_id === person.user_id) return true;
  if (person.attendee_id !== undefined && booking.attendee_id === person.attendee_id) return true;
  const sameName = foldText(booking.name).replace(/\s+/g, " ").trim() === foldText(person.name).replace(/\s+/g, " ").trim();
  return sameName && digits(booking.phone) === digits(person.phone);
}

function fullName(first: string | undefined, last: string | undefined): string {
  return [first, last].filter((part) => part && part.trim() !== "").join(" ").trim();
}

/** An account as an adorer: its names (or its server record's, or its email), linked attendee and phone. */
export async function personOfUser(ctx: QueryCtx, user: Doc<"users">): Promise<BookingPerson> {
  const attendee = await attendeeOfAccount(ctx, user);
  const name =
    fullName(user.first_name, user.last_name) ||
    (attendee ? fullName(attendee.first_name, attendee.last_name) : "") ||
    user.email ||
    "Unnamed account";
  return {
    user_id: user._id,
    attendee_id: attendee?._id,
    name,
    email: user.email,
    phone: attendee?.phone_number ?? undefined,
  };
}

/** A server or retreatant as an adorer, through his account when he has one. */
export async function personOfAttendee(ctx: QueryCtx, attendee: Doc<"attendees">): Promise<BookingPerson> {
  const account = await ctx.db
    .query("users")
    .withIndex("by_attendee", (q) => q.eq("attendee_id", attendee._id))
    .first();
  return {
    user_id: account?._id,
    attendee_id: attendee._id,
    name: fullName(attendee.first_name, attendee.last_name),
    email: attendee.email,
    phone: attendee.phone_number ?? undefined,
  };
}

/** Whether the hour is over in the retreat's time zone. */
export async function isPastHour(ctx: QueryCtx, slot: Doc<"adorationSlots">, now: number): Promise<boolean> {
  return hasEnded(slot.end, now, effectiveTimeZone(await readSetting(ctx, "retreat_time_zone")));
}

async function openSlot(ctx: QueryCtx, slotId: Id<"adorationSlots">, now: number): Promise<Doc<"adorationSlots">> {
  const slot = await ctx.db.get("adorationSlots", slotId);
  if (slot === null || slot.outside_schedule) throw refused(ADORATION_MESSAGES.slotGone);
  if (slot.is_blocked) throw refused(ADORATION_MESSAGES.blocked);
  if (await isPastHour(ctx, slot, now)) throw refused(ADORATION_MESSAGES.past);
  return slot;
}

/** Puts `person` in the hour, or refuses with the reason. `self` words the refusal for the person himself. */
export async function bookHour(
  ctx: MutationCtx,
  slotId: Id<"adorationSlots">,
  person: BookingPerson,
  options: { self: boolean; now: number },
): Promise<Id<"adorationBookings">> {
  const slot = await openSlot(ctx, slotId, options.now);
  const bookings = await bookingsOfSlot(ctx, slot);
  if (bookings.some((booking) => isSamePerson(booking, person))) {
    if (options.self) throw refused(ADORATION_MESSAGES.youHoldIt);
    throw refused(`${person.name} already holds this hour.`, { reason: "alreadyHolds", params: { name: person.name } });
  }
  if (bookings.length >= capacityOf(slot)) throw refused(ADORATION_MESSAGES.full);
  const name = person.name.trim();
  if (name === "") throw refused(ADORATION_MESSAGES.nameRequired);
  return await ctx.db.insert("adorationBookings", {
    slot_id: slot._id,
    slot_start: slot.start,
    user_id: person.user_id,
    attendee_id: person.attendee_id,
    name,
    email: person.email,
    phone: person.phone,
    created_at: options.now,
  });
}

/** The user gives his hour back; a past hour stays on the record. */
export async function releaseHour(ctx: MutationCtx, slotId: Id<"adorationSlots">, userId: Id<"users">, now: number) {
  const slot = await ctx.db.get("adorationSlots", slotId);
  if (slot === null) throw refused(ADORATION_MESSAGES.notHeld);
  const mine = (await bookingsOfSlot(ctx, slot)).find((booking) => booking.user_id === userId);
  if (mine === undefined) throw refused(ADORATION_MESSAGES.notHeld);
  if (await isPastHour(ctx, slot, now)) throw refused(ADORATION_MESSAGES.past);
  await removeBooking(ctx, mine);
}

/** Deletes a booking; an hour kept aside for its bookings goes once nobody holds it. */
export async function removeBooking(ctx: MutationCtx, booking: Doc<"adorationBookings">): Promise<void> {
  await ctx.db.delete("adorationBookings", booking._id);
  const slot = await ctx.db.get("adorationSlots", booking.slot_id);
  if (slot?.outside_schedule && (await bookingsOfSlot(ctx, slot)).length === 0) {
    await ctx.db.delete("adorationSlots", slot._id);
  }
}

/** Moves a booking (e.g. one left outside the schedule) to another hour, under the same rules. */
export async function moveBooking(
  ctx: MutationCtx,
  bookingId: Id<"adorationBookings">,
  slotId: Id<"adorationSlots">,
  now: number,
): Promise<void> {
  const booking = await ctx.db.get("adorationBookings", bookingId);
  if (booking === null) throw refused(ADORATION_MESSAGES.bookingGone);
  if (booking.slot_id === slotId) return;
  const person: BookingPerson = {
    user_id: booking.user_id,
    attendee_id: booking.attendee_id,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
  };
  await bookHour(ctx, slotId, person, { self: false, now });
  await removeBooking(ctx, booking);
}

export async function setCapacity(ctx: MutationCtx, slotId: Id<"adorationSlots">, capacity: number): Promise<void> {
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_SLOT_CAPACITY) throw refused(ADORATION_MESSAGES.capacityRange);
  const slot = await ctx.db.get("adorationSlots", slotId);
  if (slot === null) throw refused(ADORATION_MESSAGES.slotGone);
  const held = (await bookingsOfSlot(ctx, slot)).length;
  if (held > capacity) {
    throw refused(`${held} people hold this hour; clear a booking before lowering its capacity to ${capacity}.`, {
      reason: "capacityBelowHolders",
      params: { held, capacity },
    });
  }
  await ctx.db.patch("adorationSlots", slotId, { capacity });
}

export async function setBlocked(ctx: MutationCtx, slotId: Id<"adorationSlots">, blocked: boolean): Promise<void> {
  const slot = await ctx.db.get("adorationSlots", slotId);
  if (slot === null || slot.outside_schedule) throw refused(ADORATION_MESSAGES.slotGone);
  const held = (await bookingsOfSlot(ctx, slot)).length;
  if (blocked && held > 0) {
    throw refused(`${held} ${held === 1 ? "person holds" : "people hold"} this hour; clear the bookings before blocking it.`, {
      reason: "blockHeld",
      params: { held },
    });
  }
  await ctx.db.patch("adorationSlots", slotId, { is_blocked: blocked });
}
