import { hourAsIcsEvent } from "../../lib/adorationTime";
import { downloadFile } from "../../lib/excel/workbook";
import { buildIcs } from "../../lib/ics";
import { foldText } from "../../../convex/shared/text";
import type { Translate } from "../../i18n/useT";
import type { adorationNs } from "../../i18n/namespaces/adoration";

const ICS_TYPE = "text/calendar;charset=utf-8";

/** The words a calendar file carries, in the person's language. */
export type IcsTexts = { eventTitle: string; location: string; calendarName: (name: string) => string; filePrefix: string; fileFallback: string };

export const ENGLISH_ICS_TEXTS: IcsTexts = {
  eventTitle: "Adoration hour",
  location: "Chapel",
  calendarName: (name) => `Adoration: ${name}`,
  filePrefix: "adoration",
  fileFallback: "hours",
};

export function icsTexts(t: Translate<keyof typeof adorationNs.en>): IcsTexts {
  return {
    eventTitle: t("ics.eventTitle"),
    location: t("ics.location"),
    calendarName: (name) => t("ics.calendarName", { name }),
    filePrefix: t("ics.filePrefix"),
    fileFallback: t("ics.fileFallback"),
  };
}

/** "adoration-rosa-diaz.ics" ("adoracion-rosa-diaz.ics"). */
export function icsFileName(name: string, texts: Pick<IcsTexts, "filePrefix" | "fileFallback"> = ENGLISH_ICS_TEXTS): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${texts.filePrefix}-${slug || texts.fileFallback}.ics`;
}

/** The calendar file of one person's adoration hours. */
export function hoursIcs(name: string, hours: ReadonlyArray<{ _id: string; start: number; end: number }>, texts: IcsTexts, uidSuffix = ""): string {
  const events = hours.map((hour) => hourAsIcsEvent(hour, `${hour._id}${uidSuffix}@retreat-admin`, texts.eventTitle, texts.location));
  return buildIcs(texts.calendarName(name), events);
}

/** Offers one person's adoration hours as a calendar file. */
export function downloadHours(name: string, hours: ReadonlyArray<{ _id: string; start: number; end: number }>, texts: IcsTexts = ENGLISH_ICS_TEXTS, uidSuffix = ""): void {
  downloadFile(new Blob([hoursIcs(name, hours, texts, uidSuffix)], { type: ICS_TYPE }), icsFileName(name, texts), ICS_TYPE);
}
