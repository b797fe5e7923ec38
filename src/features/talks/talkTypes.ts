import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";

export type TalkRowData = FunctionReturnType<typeof api.talks.list>[number];
export type RetreatDayOption = FunctionReturnType<typeof api.talks.days>[number];
export type ServerOption = { _id: Id<"attendees">; first_name: string; last_name: string };
export type TalkStatus = TalkRowData["status"];

/** Each status's and kind's words in the talks catalogue. */
export const STATUS_KEYS = { assigned: "status.assigned", confirmed: "status.confirmed", delivered: "status.delivered" } as const satisfies Record<TalkStatus, string>;
export const KIND_KEYS = { talk: "kind.talk", testimony: "kind.testimony" } as const satisfies Record<TalkRowData["kind"], string>;

/** The speaker's private link to his portal. */
export function portalUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/speaker-portal/${token}`;
}

/** A portal link just made, shown to staff once (only its hash is stored). */
export type PortalLink = { title: string; speaker: string; token: string };

/** Where a new talk's time starts on `date`: the day's scheduled start, or 9:00 AM on a day without one. */
export function defaultTalkTime(days: readonly Pick<RetreatDayOption, "date" | "start">[], date: string): string {
  return days.find((day) => day.date === date)?.start ?? "09:00";
}
