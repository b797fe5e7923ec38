import { useMemo } from "react";
import { sharedNs } from "../i18n/namespaces/shared";
import { useT } from "../i18n/useT";
import type { AttendeeTypeValue } from "./format";

/**
 * format.ts's value labels (Retreatant / Server, Paid / Unpaid, Checked In / Not Checked In,
 * Yes / No) in the person's language, for a grid's value formatter or a chip.
 */
export function useValueLabels() {
  const t = useT(sharedNs);
  const language = t.language;
  return useMemo(
    () => ({
      language,
      attendeeType: (type: AttendeeTypeValue) => t(type === "server" ? "value.server" : "value.retreatant"),
      paid: (hasPaid: boolean) => t(hasPaid ? "value.paid" : "value.unpaid"),
      checkedIn: (hasCheckedIn: boolean) => t(hasCheckedIn ? "value.checkedIn" : "value.notCheckedIn"),
      yesNo: (value: boolean | null | undefined) => t(value ? "value.yes" : "value.no"),
    }),
    // t changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}
