import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import * as calendar from "./model/calendar";

const eventFields = {
  title: v.string(),
  day: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  place: v.optional(v.string()),
  notes: v.optional(v.string()),
};

/** Every retreat day (Settings' dates and daily schedule) with its talks, staff events and adoration coverage. */
export const weekend = staffQuery({
  permission: "manageCalendar",
  args: {},
  handler: async (ctx) => await calendar.loadWeekend(ctx),
});

export const createEvent = staffMutation({
  permission: "manageCalendar",
  args: eventFields,
  handler: async (ctx, input) => await calendar.createEvent(ctx, ctx.viewer, input),
});

export const updateEvent = staffMutation({
  permission: "manageCalendar",
  args: { eventId: v.id("calendarEvents"), ...eventFields },
  handler: async (ctx, { eventId, ...input }) => {
    await calendar.updateEvent(ctx, ctx.viewer, eventId, input);
    return null;
  },
});

export const removeEvent = staffMutation({
  permission: "manageCalendar",
  args: { eventId: v.id("calendarEvents") },
  handler: async (ctx, { eventId }) => {
    await calendar.deleteEvent(ctx, ctx.viewer, eventId);
    return null;
  },
});
