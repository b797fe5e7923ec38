import en from "../locales/en/calendar.json";
import { defineNamespace } from "../namespace";

/** The calendar: the weekend by day, staff events, the printed calendar and its .ics file. */
export const calendarNs = defineNamespace("calendar", en);
