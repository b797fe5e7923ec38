import { v } from "convex/values";
import { NOT_SIGNED_IN, staffMutation, staffQuery } from "./functions";
import {
  ADORATION_MESSAGES,
  bookHour,
  moveBooking,
  personOfUser,
  refused,
  releaseHour,
  removeBooking,
  setBlocked,
  setCapacity,
} from "./model/adorationBookings";
import { adorerValidator, personOfAdorer, pickablePeople } from "./model/adorationPeople";
import { readAdminSchedule, readDaySchedule, readScheduleDays } from "./model/adorationViews";

/** The adoration grid's frame: the days with hours, the retreat's time zone, whether names show. */
export const days = staffQuery({
  permission: "bookAdoration",
  args: {},
  handler: async (ctx) => await readScheduleDays(ctx, ctx.viewer),
});

/** One day of the adoration grid: each hour, who holds it (names for staff), and the viewer's own places. */
export const daySchedule = staffQuery({
  permission: "bookAdoration",
  args: { day: v.string() },
  handler: async (ctx, { day }) => await readDaySchedule(ctx, ctx.viewer, day),
});

/** The signed-in user takes a place in an hour, as himself. */
export const book = staffMutation({
  permission: "bookAdoration",
  args: { slotId: v.id("adorationSlots") },
  handler: async (ctx, { slotId }) => {
    const user = await ctx.db.get("users", ctx.viewer.userId);
    if (user === null) throw refused(NOT_SIGNED_IN);
    await bookHour(ctx, slotId, await personOfUser(ctx, user), { self: true, now: Date.now() });
    return null;
  },
});

/** The signed-in user gives back his place in an hour. */
export const release = staffMutation({
  permission: "bookAdoration",
  args: { slotId: v.id("adorationSlots") },
  handler: async (ctx, { slotId }) => {
    await releaseHour(ctx, slotId, ctx.viewer.userId, Date.now());
    return null;
  },
});

/** Adoration admin: every hour with contact details, hours kept aside for their bookings included. */
export const adminSchedule = staffQuery({
  permission: "manageAdoration",
  args: {},
  handler: async (ctx) => await readAdminSchedule(ctx),
});

/** Accounts and servers an admin can put in an hour. */
export const people = staffQuery({
  permission: "manageAdoration",
  args: {},
  handler: async (ctx) => await pickablePeople(ctx),
});

/** Puts anyone in an hour: an account, a server without one, or a supporter by name and phone. */
export const assign = staffMutation({
  permission: "manageAdoration",
  args: { slotId: v.id("adorationSlots"), adorer: adorerValidator },
  handler: async (ctx, { slotId, adorer }) => {
    await bookHour(ctx, slotId, await personOfAdorer(ctx, adorer), { self: false, now: Date.now() });
    return null;
  },
});

/** Removes anyone's booking. */
export const clear = staffMutation({
  permission: "manageAdoration",
  args: { bookingId: v.id("adorationBookings") },
  handler: async (ctx, { bookingId }) => {
    const booking = await ctx.db.get("adorationBookings", bookingId);
    if (booking === null) throw refused(ADORATION_MESSAGES.bookingGone);
    await removeBooking(ctx, booking);
    return null;
  },
});

/** Moves a booking to another hour (e.g. one the new hours left outside the schedule). */
export const move = staffMutation({
  permission: "manageAdoration",
  args: { bookingId: v.id("adorationBookings"), slotId: v.id("adorationSlots") },
  handler: async (ctx, { bookingId, slotId }) => {
    await moveBooking(ctx, bookingId, slotId, Date.now());
    return null;
  },
});

export const setSlotBlocked = staffMutation({
  permission: "manageAdoration",
  args: { slotId: v.id("adorationSlots"), blocked: v.boolean() },
  handler: async (ctx, { slotId, blocked }) => {
    await setBlocked(ctx, slotId, blocked);
    return null;
  },
});

export const setSlotCapacity = staffMutation({
  permission: "manageAdoration",
  args: { slotId: v.id("adorationSlots"), capacity: v.number() },
  handler: async (ctx, { slotId, capacity }) => {
    await setCapacity(ctx, slotId, capacity);
    return null;
  },
});
