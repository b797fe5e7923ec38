import { lazy, Suspense, useState } from "react";
import type { BadgeAttendee } from "../../components/print/AttendeeBadges";
import type { BadgeRequest } from "./DoorBadgePrinter";

const DoorBadgePrinter = lazy(() => import("./DoorBadgePrinter"));

/** Kept per device: it is the door's computer that has the badge printer. */
export const PRINT_AT_CHECK_IN_KEY = "retreat-admin.checkin.printBadgeAtCheckIn";

function storedChoice(): boolean {
  try {
    return globalThis.localStorage?.getItem(PRINT_AT_CHECK_IN_KEY) === "true";
  } catch {
    return false;
  }
}

/** Whether this device prints a man's name badge as he is checked in (for parishes that print at the door). */
export function usePrintAtCheckIn(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(storedChoice);
  const choose = (next: boolean) => {
    setOn(next);
    try {
      globalThis.localStorage?.setItem(PRINT_AT_CHECK_IN_KEY, String(next));
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  };
  return [on, choose];
}

/**
 * One man's name badge (SPEC §2: two logos, first and last name, 3.5 × 2.25 in on a Letter sheet),
 * printed through the same sheet and print path as Manage Attendees. `print(man)` renders his
 * badge and opens the print dialog; `sheet` is the hidden element to place on the screen.
 */
export function useDoorBadge() {
  const [request, setRequest] = useState<BadgeRequest | null>(null);
  const sheet = request && (
    <Suspense fallback={null}>
      <DoorBadgePrinter request={request} />
    </Suspense>
  );
  return { print: (man: BadgeAttendee) => setRequest({ man, at: Date.now() }), sheet };
}
