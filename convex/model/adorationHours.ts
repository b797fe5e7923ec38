/**
 * A man's adoration hours, read one way for every screen (directory, profile, Server Dashboard):
 * the hours booked for him as a server (attendee_id, whether or not he has an account) and those
 * booked by any of his accounts.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";

const MAX_BOOKINGS = 200;

export type AdorationHour = { _id: Id<"adorationBookings">; start: number; end: number };

export async function adorationHoursOfMan(
  ctx: QueryCtx,
  man: Doc<"attendees">,
  accounts: Doc<"users">[],
): Promise<AdorationHour[]> {
  const bookings = new Map<Id<"adorationBookings">, Doc<"adorationBookings">>();
  const asServer = await ctx.db
    .query("adorationBookings")
    .withIndex("by_attendee", (q) => q.eq("attendee_id", man._id))
    .take(MAX_BOOKINGS);
  for (const booking of asServer) bookings.set(booking._id, booking);
  for (const user of accounts) {
    const byAccount = await ctx.db
      .query("adorationBookings")
      .withIndex("by_user", (q) => q.eq("user_id", user._id))
      .take(MAX_BOOKINGS);
    for (const booking of byAccount) bookings.set(booking._id, booking);
  }
  const hours: AdorationHour[] = [];
  for (const booking of bookings.values()) {
    const slot = await ctx.db.get("adorationSlots", booking.slot_id);
    if (slot !== null) hours.push({ _id: booking._id, start: slot.start, end: slot.end });
  }
  return hours.sort((a, b) => a.start - b.start);
}
