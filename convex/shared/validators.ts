import { v, type Infer } from "convex/values";

export const roleValidator = v.union(
  v.literal("admin"),
  v.literal("checkin_admin"),
  v.literal("palancas_admin"),
  v.literal("adoration_admin"),
  v.literal("basic"),
  v.literal("server"),
);
export type Role = Infer<typeof roleValidator>;

export const attendeeTypeValidator = v.union(v.literal("attendee"), v.literal("server"));
export type AttendeeType = Infer<typeof attendeeTypeValidator>;

export const roomTypeValidator = v.union(v.literal("retreatant"), v.literal("server"));
export type RoomType = Infer<typeof roomTypeValidator>;
