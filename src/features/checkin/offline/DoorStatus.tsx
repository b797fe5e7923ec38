import Alert from "@mui/material/Alert";
import { useEffect, useState } from "react";
import type { DoorConnection } from "./connection";

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Says plainly whether the door is connected, and how many check-ins wait on the phone. */
export function DoorStatus({ connection, waiting, fromPhone, men }: Props) {
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setPatient(false), CONNECTING_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const queued = waiting > 0 ? ` ${plural(waiting, "check-in is", "check-ins are")} waiting on this phone.` : "";
  if (connection === "online") {
    if (waiting === 0) return null;
    return (
      <Alert severity="info" role="status" aria-label="Connection">
        Connected. Sending {plural(waiting, "check-in", "check-ins")}…
      </Alert>
    );
  }
  const searchNote = fromPhone ? ` Search works over the ${plural(men, "man", "men")} on this phone.` : "";
  // Still connecting, with nothing of the phone's in play or only for a moment: no word needed yet.
  if (connection === "connecting" && ((waiting === 0 && !fromPhone) || patient)) return null;
  const headline =
    connection === "offline"
      ? "Offline. Check-ins are kept on this phone and sent when the connection is back."
      : connection === "reconnecting"
        ? "Reconnecting… Check-ins are kept on this phone until the connection is back."
        : "Not connected yet. Check-ins are kept on this phone until the connection is back.";
  return (
    <Alert severity="warning" role="status" aria-label="Connection">
      {headline}
      {queued}
      {searchNote}
    </Alert>
  );
}
