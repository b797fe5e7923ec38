import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { IcsEvent } from "../../lib/ics";
import { endOf, formatTime } from "../../lib/retreatTime";

export type CalendarDay = FunctionReturnType<typeof api.calendar.weekend>[number];
export type StaffEvent = CalendarDay["events"][number];

export type AgendaItem =
  | { kind: "talk"; id: string; start: string; end: string; title: string; detail: string; place: string | null; status: string; label: "Talk" | "Testimony" }
  | { kind: "event"; id: string; start: string; end: string; title: string; detail: string; place: string | null; event: StaffEvent };

/** The chip of a talk or testimony on the calendar: what it is, and its status once past "assigned". */
export function talkChipLabel(item: Extract<AgendaItem, { kind: "talk" }>): string {
  return item.status === "assigned" ? item.label : `${item.label} · ${item.status}`;
}

/** A day's talks and staff events in time order. */
export function agendaOf(day: CalendarDay): AgendaItem[] {
  const items: AgendaItem[] = [
    ...day.talks.map((talk): AgendaItem => ({
      kind: "talk",
      id: talk._id,
      start: talk.time,
      end: endOf(talk.time, talk.duration_minutes),
      title: talk.title,
      detail: `${talk.kind === "testimony" ? "Testimony" : "Talk"} by ${talk.speaker}`,
      place: talk.place,
      status: talk.status,
      label: talk.kind === "testimony" ? "Testimony" : "Talk",
    })),
    ...day.events.map((event): AgendaItem => ({
      kind: "event",
      id: event._id,
      start: event.start_time,
      end: event.end_time,
      title: event.title,
      detail: event.notes ?? "",
      place: event.place,
      event,
    })),
  ];
  return items.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.title.localeCompare(b.title));
}

export function hoursText(day: Pick<CalendarDay, "start" | "end">): string {
  if (day.start === null && day.end === null) return "No schedule set";
  return `${day.start ? formatTime(day.start) : "Start of day"} – ${day.end ? formatTime(day.end) : "end of day"}`;
}

/** "Adoration: 20 of 24 hours covered (uncovered 2:00 AM, 3:00 AM)". */
export function adorationText(adoration: CalendarDay["adoration"]): string {
  if (adoration.total === 0) return "Adoration: no hours this day";
  const open = adoration.total - adoration.blocked;
  const parts = [`Adoration: ${adoration.covered} of ${open} hours covered`];
  if (adoration.blocked > 0) parts.push(`${adoration.blocked} blocked`);
  let text = parts.join(", ");
  if (adoration.uncovered.length > 0) text += ` (uncovered ${adoration.uncovered.map(formatTime).join(", ")})`;
  return text;
}

/** The weekend for a calendar app: every talk and staff event. */
export function weekendIcsEvents(days: readonly CalendarDay[]): IcsEvent[] {
  return days.flatMap((day) =>
    agendaOf(day).map((item) => ({
      uid: `${item.kind}-${item.id}@retreat-admin`,
      title: item.title,
      day: day.date,
      start: item.start,
      end: item.end,
      location: item.place,
      description: item.detail,
    })),
  );
}
