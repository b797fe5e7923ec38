import Alert from "@mui/material/Alert";
import { useEffect, useState } from "react";
import type { DoorConnection } from "./connection";
import { checkinNs } from "../../../i18n/namespaces/checkin";
import { useT } from "../../../i18n/useT";

/** How long a first connection may take before the door says it is not connected (a slow phone needs a moment). */
export const CONNECTING_GRACE_MS = 3000;

type Props = {
  connection: DoorConnection;
  /** Check-ins kept on the phone, not yet decided by the server. */
  waiting: number;
  /** The list searched is the phone's copy (the live one has not arrived). */
  fromPhone: boolean;
  /** How many men that copy holds. */
  men: number;
};


/** Says plainly whether the door is connected, and how many check-ins wait on the phone. */
export function DoorStatus({ connection, waiting, fromPhone, men }: Props) {
  const t = useT(checkinNs);
  const [patient, setPatient] = useState(true);
  // {n} is the count as digits (ICU's # would add thousands separators the English text never had).
  const count = (n: number) => ({ count: n, n: String(n) });
  useEffect(() => {
    const timer = window.setTimeout(() => setPatient(false), CONNECTING_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const queued = waiting > 0 ? t("status.queued", count(waiting)) : "";
  if (connection === "online") {
    if (waiting === 0) return null;
    return (
      <Alert severity="info" role="status" aria-label={t("status.label")}>
        {t("status.sending", count(waiting))}
      </Alert>
    );
  }
  const searchNote = fromPhone ? t("status.searchNote", count(men)) : "";
  // Still connecting, with nothing of the phone's in play or only for a moment: no word needed yet.
  if (connection === "connecting" && ((waiting === 0 && !fromPhone) || patient)) return null;
  const headline =
    connection === "offline"
      ? t("status.offline")
      : connection === "reconnecting"
        ? t("status.reconnecting")
        : t("status.notConnected");
  return (
    <Alert severity="warning" role="status" aria-label={t("status.label")}>
      {headline}
      {queued}
      {searchNote}
    </Alert>
  );
}
