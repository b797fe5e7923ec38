import { formatFullName } from "../../lib/format";
import { englishT, roomText, type AttendeesT } from "./labels";

/** The success text of a saved attendee, saying when sleeping at home took him out of his room. */
export function updatedText(
  outcome: { unassignedFrom: string | null } | null,
  man: { first_name: string; last_name: string },
  t: AttendeesT = englishT,
): string {
  if (outcome === null || outcome.unassignedFrom === null) return t("form.updated");
  const name = formatFullName(man.first_name, man.last_name);
  return t("form.updatedAtHome", { name, room: roomText(t, outcome.unassignedFrom) });
}
