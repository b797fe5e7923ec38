/**
 * The rules of a new retreat and of what it carries over, shared by the Start-the-next-retreat
 * form (which says them in the reader's language first) and the server (which refuses with them).
 */
import { isIsoDate } from "./retreatDays";
import { MAX_RETREAT_DAYS } from "./settingsRules";

/** A retreat's name may be this long at most. */
export const MAX_RETREAT_NAME_LENGTH = 200;
/** "Servers of the last N weekends" reaches back this far at most. */
export const MAX_RECENT_WEEKENDS = 50;

type Refusal = { code: string; message: string };

/** Why the new retreat's name or dates cannot be used, or null. */
export function nextRetreatRefusal(input: { name: string; startDate: string; endDate: string }): Refusal | null {
  const invalid = (message: string): Refusal => ({ code: "INVALID", message });
  const name = input.name.trim();
  if (name === "") return invalid("Enter the new retreat's name.");
  if (name.length > MAX_RETREAT_NAME_LENGTH) return invalid(`The retreat's name can be at most ${MAX_RETREAT_NAME_LENGTH} characters.`);
  if (!isIsoDate(input.startDate)) return invalid("Start date must be a date in the form YYYY-MM-DD.");
  if (!isIsoDate(input.endDate)) return invalid("End date must be a date in the form YYYY-MM-DD.");
  if (input.endDate < input.startDate) return invalid("End date cannot be before the start date.");
  const days = (Date.parse(`${input.endDate}T00:00:00Z`) - Date.parse(`${input.startDate}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_RETREAT_DAYS) return invalid(`The retreat can last at most ${MAX_RETREAT_DAYS} days.`);
  return null;
}

/** Why the carry-over choice cannot be used (a bad number of recent weekends), or null. */
export function carryRefusal(carry: { servers: string; recentWeekends?: number }): Refusal | null {
  if (carry.servers !== "recent") return null;
  const n = carry.recentWeekends;
  if (n === undefined || !Number.isInteger(n) || n < 1 || n > MAX_RECENT_WEEKENDS) {
    return { code: "INVALID", message: `Choose how many recent weekends to take servers from: a whole number from 1 to ${MAX_RECENT_WEEKENDS}.` };
  }
  return null;
}
