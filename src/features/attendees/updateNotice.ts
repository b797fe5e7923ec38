import { roomLabel } from "../../../convex/shared/roomLabel";
import { formatFullName } from "../../lib/format";

/** The success text of a saved attendee, saying when sleeping at home took him out of his room. */
export function updatedText(
  outcome: { unassignedFrom: string | null } | null,
  man: { first_name: string; last_name: string },
): string {
  if (outcome === null || outcome.unassignedFrom === null) return "Attendee updated.";
  const name = formatFullName(man.first_name, man.last_name);
  return `Attendee updated. ${name} sleeps at home, so he was taken out of ${roomLabel(outcome.unassignedFrom)}.`;
}
