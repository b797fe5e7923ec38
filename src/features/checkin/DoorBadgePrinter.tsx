import Box from "@mui/material/Box";
import { useQuery } from "convex/react";
import { useEffect, useRef } from "react";
import { api } from "../../../convex/_generated/api";
import { AttendeeBadgeSheet, type BadgeAttendee } from "../../components/print/AttendeeBadges";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";

export type BadgeRequest = { man: BadgeAttendee; at: number };

/**
 * The hidden badge sheet and its print path, loaded only once the door first prints a badge (the
 * print code stays off the check-in screen's first load). Prints each new request once the
 * parish's logos are known.
 */
export default function DoorBadgePrinter({ request }: { request: BadgeRequest }) {
  const logos = useQuery(api.images.urls);
  const sheetRef = useRef<HTMLDivElement>(null);
  const t = useT(checkinNs);
  const printSheet = usePrintSheet(sheetRef, t("badge.printTitle"));
  const printed = useRef<BadgeRequest | null>(null);
  const logosKnown = logos !== undefined;

  useEffect(() => {
    if (!logosKnown || printed.current === request) return;
    printed.current = request;
    printSheet();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request (or the logos arriving) prints
  }, [request, logosKnown]);

  return (
    <Box sx={{ display: "none" }}>
      <AttendeeBadgeSheet
        ref={sheetRef}
        attendees={[request.man]}
        logos={{ logo1: logos?.logo1.url ?? "/badges/logo1.svg", logo2: logos?.logo2.url ?? "/badges/logo2.svg" }}
      />
    </Box>
  );
}
