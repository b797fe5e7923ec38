import Box from "@mui/material/Box";
import { useQuery } from "convex/react";
import { useEffect, useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { AttendeeBadgeSheet, type BadgeAttendee } from "../../components/print/AttendeeBadges";
import { usePrintSheet } from "../../components/print/usePrintSheet";

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
  const logos = useQuery(api.images.urls);
  const sheetRef = useRef<HTMLDivElement>(null);
  const printSheet = usePrintSheet(sheetRef, "Name Badge");
  const [request, setRequest] = useState<{ man: BadgeAttendee; at: number } | null>(null);

  // Prints once the sheet shows the requested man (a reprint of the same man is a new request).
  useEffect(() => {
    if (request !== null) printSheet();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request prints
  }, [request]);

  const sheet = (
    <Box sx={{ display: "none" }}>
      {request && (
        <AttendeeBadgeSheet
          ref={sheetRef}
          attendees={[request.man]}
          logos={{ logo1: logos?.logo1.url ?? "/badges/logo1.svg", logo2: logos?.logo2.url ?? "/badges/logo2.svg" }}
        />
      )}
    </Box>
  );
  return { print: (man: BadgeAttendee) => setRequest({ man, at: Date.now() }), sheet };
}
