/**
 * The header's countdown and registration badges (SPEC §4). Tones are the spec's badge
 * colours; the header maps them onto MUI chips.
 */
export type BadgeTone = "default" | "secondary" | "outline" | "destructive";
/** `label` is the English text; `message` names it in the common catalogue for other languages. */
export type Badge = { label: string; tone: BadgeTone; message: BadgeMessage };
export type BadgeMessage =
  | { key: "badge.ended" | "badge.until"; values: { days: number } }
  | { key: "badge.today" | "badge.tomorrow"; values?: undefined }
  | { key: "badge.registered"; values: { percent: number } };

const DAY_MS = 86_400_000;

/** Calendar days from `today` (local date) to `isoDate` (YYYY-MM-DD); null when it is not a date. */
export function daysUntil(isoDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (match === null) return null;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(target)) return null;
  const base = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - base) / DAY_MS);
}

/** Counts down to retreat_start_date; null when no start date is set. */
export function countdownBadge(retreatStartDate: string, today: Date): Badge | null {
  const days = daysUntil(retreatStartDate, today);
  if (days === null) return null;
  if (days < 0) {
    return { label: `ended ${-days} ${days === -1 ? "day" : "days"} ago`, tone: "secondary", message: { key: "badge.ended", values: { days: -days } } };
  }
  if (days === 0) return { label: "starts today", tone: "default", message: { key: "badge.today" } };
  const label = days === 1 ? "starts tomorrow" : `${days} days until retreat`;
  const message: BadgeMessage = days === 1 ? { key: "badge.tomorrow" } : { key: "badge.until", values: { days } };
  const tone: BadgeTone = days <= 7 ? "destructive" : days <= 30 ? "outline" : "secondary";
  return { label, tone, message };
}

/** Registered retreatants as a rounded percentage of the estimate; null without an estimate. */
export function registrationBadge(retreatants: number, estimated: number): (Badge & { percent: number }) | null {
  if (!(estimated > 0)) return null;
  const percent = Math.round((retreatants / estimated) * 100);
  const tone: BadgeTone = percent >= 100 ? "default" : percent >= 80 ? "secondary" : percent >= 60 ? "outline" : "destructive";
  return { label: `${percent}% registered`, tone, percent, message: { key: "badge.registered", values: { percent } } };
}

/** Milliseconds from `now` to the next local midnight (when the badges refresh). */
export function msUntilNextMidnight(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return next.getTime() - now.getTime();
}
