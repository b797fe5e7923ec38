import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { Language } from "../../../convex/shared/languages";
import { englishText } from "../../i18n/namespace";
import { calendarNs } from "../../i18n/namespaces/calendar";
import type { IcsEvent } from "../../lib/ics";
import { endOf, formatTimeIn } from "../../lib/retreatTime";

export type CalendarDay = FunctionReturnType<typeof api.calendar.weekend>[number];
export type StaffEvent = CalendarDay["events"][number];

type TalkStatus = CalendarDay["talks"][number]["status"];

export type AgendaItem =
  | { kind: "talk"; id: string; start: string; end: string; title: string; detail: string; place: string | null; status: TalkStatus; label: string }
  | { kind: "event"; id: string; start: string; end: string; title: string; detail: string; place: string | null; event: StaffEvent };

type CalendarKey = keyof typeof calendarNs.en;

/** The calendar's words in one language: the screen's `t`, or English (the spec's texts) by default. */
export type CalendarSay = { (key: CalendarKey, values?: Record<string, string | number>): string; language: Language };

const english: CalendarSay = Object.assign((key: CalendarKey, values?: Record<string, string | number>) => englishText(calendarNs, key, values), {
  language: "en" as const,
});

/** The chip of a talk or testimony on the calendar: what it is, and its status once past "assigned". */
export function talkChipLabel(item: Extract<AgendaItem, { kind: "talk" }>, say: CalendarSay = english): string {
  return item.status === "assigned" ? item.label : say("agenda.chip", { label: item.label, status: say(`agenda.status.${item.status}`) });
}

/** A day's talks and staff events in time order. */
export function agendaOf(day: CalendarDay, say: CalendarSay = english): AgendaItem[] {
  const items: AgendaItem[] = [
    ...day.talks.map((talk): AgendaItem => ({
      kind: "talk",
      id: talk._id,
      start: talk.time,
      end: endOf(talk.time, talk.duration_minutes),
      title: talk.title,
      detail: say(talk.kind === "testimony" ? "agenda.testimonyBy" : "agenda.talkBy", { speaker: talk.speaker }),
      place: talk.place,
      status: talk.status,
      label: say(talk.kind === "testimony" ? "agenda.testimony" : "agenda.talk"),
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

export function hoursText(day: Pick<CalendarDay, "start" | "end">, say: CalendarSay = english): string {
  if (day.start === null && day.end === null) return say("agenda.noSchedule");
  return say("agenda.hours", {
    start: day.start ? formatTimeIn(say.language, day.start) : say("agenda.startOfDay"),
    end: day.end ? formatTimeIn(say.language, day.end) : say("agenda.endOfDay"),
  });
}

/** "Adoration: 20 of 24 hours covered (uncovered 2:00 AM, 3:00 AM)". */
export function adorationText(adoration: CalendarDay["adoration"], say: CalendarSay = english): string {
  if (adoration.total === 0) return say("agenda.noAdoration");
  const open = adoration.total - adoration.blocked;
  const parts = [say("agenda.adoration", { covered: adoration.covered, open })];
  if (adoration.blocked > 0) parts.push(say("agenda.blocked", { blocked: adoration.blocked }));
  let text = parts.join(", ");
  if (adoration.uncovered.length > 0) text += ` ${say("agenda.uncovered", { times: adoration.uncovered.map((time) => formatTimeIn(say.language, time)).join(", ") })}`;
  return text;
}

/** The weekend for a calendar app: every talk and staff event. */
export function weekendIcsEvents(days: readonly CalendarDay[], say: CalendarSay = english): IcsEvent[] {
  return days.flatMap((day) =>
    agendaOf(day, say).map((item) => ({
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
