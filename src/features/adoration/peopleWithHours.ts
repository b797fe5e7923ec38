import type { Language } from "../../../convex/shared/languages";
import { foldText } from "../../../convex/shared/text";
import { nameCollator } from "../../i18n/format";

type Holder = { name: string; phone: string | null; userId: string | null; attendeeId: string | null };
type Hour<H extends Holder> = { start: number; end: number; outsideSchedule: boolean; holders: readonly H[] };

/** One person across his bookings: by account, else by server record, else by name and phone. */
export function personKey(holder: Holder): string {
  if (holder.userId) return `u:${holder.userId}`;
  if (holder.attendeeId) return `a:${holder.attendeeId}`;
  return `g:${foldText(holder.name).replace(/\s+/g, " ").trim()}|${(holder.phone ?? "").replace(/\D/g, "")}`;
}

/** Everyone who holds a scheduled hour, by name, with his hours in order (for a calendar file each). */
export function peopleWithHours<H extends Holder, T extends Hour<H>>(hours: readonly T[], language: Language = "en"): Array<{ key: string; name: string; hours: T[] }> {
  const people = new Map<string, { key: string; name: string; hours: T[] }>();
  for (const hour of [...hours].sort((a, b) => a.start - b.start)) {
    if (hour.outsideSchedule) continue;
    for (const holder of hour.holders) {
      const key = personKey(holder);
      const person = people.get(key) ?? { key, name: holder.name, hours: [] };
      person.hours.push(hour);
      people.set(key, person);
    }
  }
  const collator = nameCollator(language);
  return [...people.values()].sort((a, b) => collator.compare(a.name, b.name));
}
