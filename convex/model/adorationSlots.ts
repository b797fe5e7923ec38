/**
 * The adoration hours come from Settings: hourly from adoration_start_time on the first retreat
 * day until adoration_end_time on the last. When those settings change the hours are recomputed:
 * hours that remain keep their bookings, capacity and block; new hours are added; hours that
 * fall away are deleted when nobody holds them, and otherwise kept aside (outside_schedule) with
 * their bookings so an admin can move or clear them — no booking is ever dropped silently.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Settings } from "../shared/settings";
import { isIsoDate, isTime } from "../shared/retreatDays";
import { MAX_RETREAT_DAYS } from "../shared/settingsRules";
import { HOUR_MS } from "../shared/zonedTime";
import { DEFAULT_SLOT_CAPACITY, MAX_SLOT_CAPACITY } from "../shared/adorationCapacity";

/** More hours than the longest retreat has, with room for hours kept aside. */
export const MAX_SLOTS = 24 * MAX_RETREAT_DAYS * 2;
/** More bookings than MAX_SLOTS full hours hold. */
export const MAX_BOOKINGS = MAX_SLOTS * MAX_SLOT_CAPACITY;

/** Hour starts (wall-clock ms written as UTC) from `startTime` on `startDate` up to `endTime` on `endDate`. */
export function adorationHours(startDate: string, endDate: string, startTime: string, endTime: string): number[] {
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || !isTime(startTime) || !isTime(endTime)) return [];
  const first = Date.parse(`${startDate}T${startTime}:00Z`);
  const last = Date.parse(`${endDate}T${endTime}:00Z`);
  const hours: number[] = [];
  for (let t = first; t < last && hours.length < 24 * MAX_RETREAT_DAYS; t += HOUR_MS) hours.push(t);
  return hours;
}

/** The hours the settings ask for. */
export function scheduledHours(settings: Settings): number[] {
  return adorationHours(
    settings.retreat_start_date,
    settings.retreat_end_date,
    settings.adoration_start_time,
    settings.adoration_end_time,
  );
}

/** Whether a change between two versions of the settings can move the adoration hours. */
export function adorationInputsChanged(before: Settings, after: Settings): boolean {
  const keys = ["retreat_start_date", "retreat_end_date", "adoration_start_time", "adoration_end_time"] as const;
  return keys.some((key) => before[key] !== after[key]);
}

export function capacityOf(slot: Doc<"adorationSlots">): number {
  return slot.capacity ?? DEFAULT_SLOT_CAPACITY;
}

export async function allSlots(ctx: QueryCtx): Promise<Doc<"adorationSlots">[]> {
  return await ctx.db.query("adorationSlots").withIndex("by_start").take(MAX_SLOTS);
}

export async function bookingsOfSlot(ctx: QueryCtx, slot: Doc<"adorationSlots">): Promise<Doc<"adorationBookings">[]> {
  return await ctx.db
    .query("adorationBookings")
    .withIndex("by_slot", (q) => q.eq("slot_id", slot._id))
    .take(MAX_SLOT_CAPACITY + 1);
}

export type SlotSyncResult = {
  /** Hours added to the schedule. */
  added: number;
  /** Hours gone from the schedule (deleted, or kept aside with their bookings). */
  removed: number;
  /** Bookings whose hours just left the schedule. */
  displacedBookings: number;
  /** Bookings outside the schedule after this change, waiting for an admin. */
  bookingsOutsideSchedule: number;
};

/** Brings the adoration hours in line with the settings. */
export async function syncAdorationSlots(ctx: MutationCtx, settings: Settings): Promise<SlotSyncResult> {
  const wanted = new Set(scheduledHours(settings));
  const result: SlotSyncResult = { added: 0, removed: 0, displacedBookings: 0, bookingsOutsideSchedule: 0 };
  const existing = new Set<number>();
  for (const slot of await allSlots(ctx)) {
    existing.add(slot.start);
    const bookings = await bookingsOfSlot(ctx, slot);
    if (wanted.has(slot.start)) {
      if (slot.outside_schedule) await ctx.db.patch("adorationSlots", slot._id, { outside_schedule: false });
      continue;
    }
    if (!slot.outside_schedule) {
      result.removed++;
      result.displacedBookings += bookings.length;
    }
    if (bookings.length === 0) await ctx.db.delete("adorationSlots", slot._id);
    else {
      result.bookingsOutsideSchedule += bookings.length;
      if (!slot.outside_schedule) await ctx.db.patch("adorationSlots", slot._id, { outside_schedule: true });
    }
  }
  for (const start of wanted) {
    if (existing.has(start)) continue;
    await ctx.db.insert("adorationSlots", { start, end: start + HOUR_MS, is_blocked: false, capacity: DEFAULT_SLOT_CAPACITY });
    result.added++;
  }
  return result;
}
