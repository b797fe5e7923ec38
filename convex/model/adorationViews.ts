/**
 * What the adoration screens and the home widget read. One pass over the hours and one over the
 * bookings, so a booking re-runs each open grid once. Staff see who holds each hour; a plain
 * server account sees his own hours by name and only "taken" for other people's.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { attendeeOfAccount } from "./accountRecord";
import { allSlots, capacityOf, MAX_BOOKINGS, scheduledHours } from "./adorationSlots";
import { MAX_SLOT_CAPACITY } from "../shared/adorationCapacity";
import { hasPermission } from "../shared/permissions";
import { readSetting, readSettings } from "./settings";
import { isIsoDate } from "../shared/retreatDays";
import { effectiveTimeZone } from "../shared/zonedTime";

type Booking = Doc<"adorationBookings">;

const DAY_MS = 86_400_000;

async function bookingsBySlot(ctx: QueryCtx): Promise<Map<Id<"adorationSlots">, Booking[]>> {
  const bySlot = new Map<Id<"adorationSlots">, Booking[]>();
  for (const booking of await ctx.db.query("adorationBookings").take(MAX_BOOKINGS)) {
    const list = bySlot.get(booking.slot_id);
    if (list === undefined) bySlot.set(booking.slot_id, [booking]);
    else list.push(booking);
  }
  for (const list of bySlot.values()) list.sort((a, b) => a.created_at - b.created_at);
  return bySlot;
}

async function timeZoneOf(ctx: QueryCtx): Promise<string> {
  return effectiveTimeZone(await readSetting(ctx, "retreat_time_zone"));
}

/** An hour is uncovered while nobody holds it (blocked hours need nobody). */
export function isUncovered(slot: Pick<Doc<"adorationSlots">, "is_blocked">, holders: number): boolean {
  return !slot.is_blocked && holders === 0;
}

/** The grid's frame: the retreat days that have adoration hours, the time zone, whether names show. */
export async function readScheduleDays(ctx: QueryCtx, viewer: Viewer) {
  const settings = await readSettings(ctx);
  const days = [...new Set(scheduledHours(settings).map((start) => new Date(start).toISOString().slice(0, 10)))];
  return {
    timeZone: effectiveTimeZone(settings.retreat_time_zone),
    namesVisible: hasPermission(viewer.roles, "anyAdminRole"),
    days,
  };
}

/**
 * One day of the grid of /adoration: its hours, who holds them (names for staff) and which places
 * are the viewer's. Read per day and per hour, so a booking re-runs only the day it falls on.
 */
export async function readDaySchedule(ctx: QueryCtx, viewer: Viewer, day: string) {
  const from = Date.parse(`${day}T00:00:00Z`);
  if (!isIsoDate(day)) return { day, slots: [] };
  const [slots, user] = await Promise.all([
    ctx.db
      .query("adorationSlots")
      .withIndex("by_start", (q) => q.gte("start", from).lt("start", from + DAY_MS))
      .take(48),
    ctx.db.get("users", viewer.userId),
  ]);
  const namesVisible = hasPermission(viewer.roles, "anyAdminRole");
  // His server record in this weekend (a carried server's account still links last weekend's).
  const own = user === null ? null : await attendeeOfAccount(ctx, user);
  const isMine = (booking: Booking) => booking.user_id === viewer.userId || (own !== null && booking.attendee_id === own._id);
  const scheduled = slots.filter((slot) => !slot.outside_schedule);
  const bySlot = new Map<Id<"adorationSlots">, Booking[]>();
  const [dayBookings, undated] = await Promise.all([
    ctx.db
      .query("adorationBookings")
      .withIndex("by_slot_start", (q) => q.gte("slot_start", from).lt("slot_start", from + DAY_MS))
      .take(48 * MAX_SLOT_CAPACITY),
    // Bookings made before slot_start was recorded (normally none).
    ctx.db
      .query("adorationBookings")
      .withIndex("by_slot_start", (q) => q.eq("slot_start", undefined))
      .take(MAX_BOOKINGS),
  ]);
  const dayIds = new Set(scheduled.map((slot) => slot._id));
  for (const booking of [...dayBookings, ...undated.filter((b) => dayIds.has(b.slot_id))]) {
    bySlot.set(booking.slot_id, [...(bySlot.get(booking.slot_id) ?? []), booking]);
  }
  return {
    day,
    slots: scheduled.map((slot) => ({
      _id: slot._id,
      start: slot.start,
      end: slot.end,
      is_blocked: slot.is_blocked,
      capacity: capacityOf(slot),
      holders: (bySlot.get(slot._id) ?? [])
        .sort((a, b) => a.created_at - b.created_at)
        .map((booking) => {
          const mine = isMine(booking);
          return { _id: booking._id, name: namesVisible || mine ? booking.name : null, mine };
        }),
    })),
  };
}

/** Adoration admin: every hour, those kept aside included, with each holder's contact details. */
export async function readAdminSchedule(ctx: QueryCtx) {
  const [slots, bySlot, timeZone] = await Promise.all([allSlots(ctx), bookingsBySlot(ctx), timeZoneOf(ctx)]);
  return {
    timeZone,
    slots: slots.map((slot) => ({
      _id: slot._id,
      start: slot.start,
      end: slot.end,
      is_blocked: slot.is_blocked,
      capacity: capacityOf(slot),
      outsideSchedule: slot.outside_schedule ?? false,
      holders: (bySlot.get(slot._id) ?? []).map((booking) => ({
        _id: booking._id,
        name: booking.name,
        phone: booking.phone ?? null,
        email: booking.email ?? null,
        userId: booking.user_id ?? null,
        attendeeId: booking.attendee_id ?? null,
      })),
    })),
  };
}

/**
 * The home widget: the ends of the hours nobody holds yet. The browser counts those not yet over
 * (it knows the time; a query result would go stale as the hours pass).
 */
export async function readCoverage(ctx: QueryCtx) {
  const [slots, bySlot, timeZone] = await Promise.all([allSlots(ctx), bookingsBySlot(ctx), timeZoneOf(ctx)]);
  const uncoveredHourEnds = slots
    .filter((slot) => !slot.outside_schedule && isUncovered(slot, bySlot.get(slot._id)?.length ?? 0))
    .map((slot) => slot.end);
  return { timeZone, uncoveredHourEnds };
}
