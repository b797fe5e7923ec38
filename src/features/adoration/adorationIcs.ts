import { hourAsIcsEvent } from "../../lib/adorationTime";
import { downloadFile } from "../../lib/excel/workbook";
import { buildIcs } from "../../lib/ics";
import { foldText } from "../../../convex/shared/text";

const ICS_TYPE = "text/calendar;charset=utf-8";

/** "adoration-rosa-diaz.ics". */
export function icsFileName(name: string): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `adoration-${slug || "hours"}.ics`;
}

/** Offers one person's adoration hours as a calendar file. */
export function downloadHours(name: string, hours: ReadonlyArray<{ _id: string; start: number; end: number }>, uidSuffix = ""): void {
  const events = hours.map((hour) => hourAsIcsEvent(hour, `${hour._id}${uidSuffix}@retreat-admin`, "Adoration hour", "Chapel"));
  downloadFile(new Blob([buildIcs(`Adoration: ${name}`, events)], { type: ICS_TYPE }), icsFileName(name), ICS_TYPE);
}
