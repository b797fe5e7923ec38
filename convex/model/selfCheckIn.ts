import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { formatFullName } from "../shared/nameRule";
import { checkInMan } from "./checkIn";

/**
 * Self check-in at the station: a man types the last four digits of his phone number and
 * confirms his name. He learns nothing else about anyone: a match is a name only, and only
 * men not yet checked in match.
 */
export const SELF_CHECK_IN_MESSAGES = {
  fourDigits: "Enter the last four digits of your phone number.",
  noMatch: "We could not find you with those digits. Please see a team member.",
} as const;

/** At most this many names are offered for one set of digits (a shared family phone, a coincidence). */
export const MAX_SELF_MATCHES = 5;
/** Bounded read of the men not yet arrived. */
const MAX_NOT_ARRIVED_SCANNED = 5000;

export type SelfMatch = { _id: Id<"attendees">; name: string };

function requireFourDigits(lastFour: string): string {
  const digits = lastFour.trim();
  if (!/^\d{4}$/.test(digits)) throw new ConvexError({ code: "INVALID_DIGITS", message: SELF_CHECK_IN_MESSAGES.fourDigits });
  return digits;
}

function phoneEndsWith(man: Doc<"attendees">, digits: string): boolean {
  const phone = (man.phone_number ?? "").replace(/\D/g, "");
  return phone.length >= 4 && phone.endsWith(digits);
}

/** The names of the men not yet checked in whose phone number ends with `lastFour`. */
export async function selfCheckInMatches(ctx: QueryCtx, lastFour: string): Promise<SelfMatch[]> {
  const digits = requireFourDigits(lastFour);
  const waiting = await ctx.db
    .query("attendees")
    .withIndex("by_checked_in", (q) => q.eq("has_checked_in", false))
    .take(MAX_NOT_ARRIVED_SCANNED);
  return waiting
    .filter((man) => phoneEndsWith(man, digits))
    .slice(0, MAX_SELF_MATCHES)
    .map((man) => ({ _id: man._id, name: formatFullName(man.first_name, man.last_name) }));
}

/**
 * Checks in the man who confirmed his name, provided his phone still ends with the digits he
 * typed; recorded as done by the station's signed-in volunteer.
 */
export async function selfCheckIn(
  ctx: MutationCtx,
  viewer: Viewer,
  args: { id: Id<"attendees">; lastFour: string },
): Promise<{ name: string; first_name: string; last_name: string }> {
  const digits = requireFourDigits(args.lastFour);
  const man = await ctx.db.get("attendees", args.id);
  if (man === null || !phoneEndsWith(man, digits)) {
    throw new ConvexError({ code: "NOT_FOUND", message: SELF_CHECK_IN_MESSAGES.noMatch });
  }
  await checkInMan(ctx, viewer, args.id, "Checked in (self check-in at the station)");
  // His own name only: what the welcome shows and his badge prints.
  return { name: formatFullName(man.first_name, man.last_name), first_name: man.first_name, last_name: man.last_name };
}
