import CheckCircle from "@mui/icons-material/CheckCircle";
import Badge from "@mui/icons-material/Badge";
import Payments from "@mui/icons-material/Payments";
import Phone from "@mui/icons-material/Phone";
import Schedule from "@mui/icons-material/Schedule";
import Undo from "@mui/icons-material/Undo";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { attendeeTypeLabel, formatFullName, formatMoney, formatPhone, paidLabel } from "../../lib/format";
import { balanceDue, type CheckInRow } from "./checkInSearch";
import type { PendingCheckIn } from "./offline/pendingCheckIns";

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

export function checkedInLine(row: Pick<CheckInRow, "checked_in_at" | "checked_in_by">): string {
  const when = row.checked_in_at === null ? "" : ` at ${timeFormat.format(row.checked_in_at)}`;
  const who = row.checked_in_by === null ? "" : ` by ${row.checked_in_by}`;
  return `Checked in${when}${who}`;
}

type Props = {
  row: CheckInRow;
  busy: boolean;
  /** His check-in, tapped with no connection, waiting on the phone to be sent. */
  waiting?: PendingCheckIn | null;
  onCheckIn: (row: CheckInRow) => void;
  onUndo: (row: CheckInRow) => void;
  onPayment: (row: CheckInRow) => void;
  /** Prints (or reprints) his name badge. */
  onPrintBadge?: (row: CheckInRow) => void;
};

/** One man on the check-in screen: who he is, whether he has paid, and one big button. */
export function ManCard({ row, busy, waiting = null, onCheckIn, onUndo, onPayment, onPrintBadge }: Props) {
  const name = formatFullName(row.first_name, row.last_name);
  const balance = balanceDue(row);
  const paymentButton = (minHeight: number) => (
    <Button variant="outlined" size="large" startIcon={<Payments />} onClick={() => onPayment(row)} sx={{ flex: 1, minHeight }}>
      Payment
    </Button>
  );
  return (
    <Paper component="article" aria-label={name} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
          <div>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
              {row.email}
              {row.phone_number ? ` · ${formatPhone(row.phone_number)}` : ""}
            </Typography>
          </div>
          <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, flexWrap: "wrap", justifyContent: "flex-end", gap: 0.5 }}>
            <Chip size="small" label={attendeeTypeLabel(row.attendee_type)} />
            <Chip size="small" color={row.has_paid ? "success" : "warning"} label={paidLabel(row.has_paid)} />
          </Stack>
        </Stack>
        {balance !== null && balance > 0 && (
          <Typography variant="body2">
            Paid {formatMoney(row.amount_paid ?? 0)} of {formatMoney(row.cost_of_retreat)} · balance {formatMoney(balance)}
          </Typography>
        )}
        {row.has_checked_in ? (
          <>
            <Typography color="success.main" sx={{ display: "flex", alignItems: "center", gap: 0.5, fontWeight: 600 }}>
              <CheckCircle fontSize="small" aria-hidden /> {checkedInLine(row)}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" size="large" startIcon={<Undo />} disabled={busy} onClick={() => onUndo(row)} sx={{ flex: 1, minHeight: 48 }}>
                Undo Check-In
              </Button>
              {paymentButton(48)}
            </Stack>
          </>
        ) : waiting ? (
          <>
            <Typography color="warning.dark" sx={{ display: "flex", alignItems: "center", gap: 0.5, fontWeight: 600 }} role="status">
              <Schedule fontSize="small" aria-hidden />{" "}
              {waiting.sending ? "Sending the check-in…" : "Check-in waiting to be sent (no connection)"}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                size="large"
                startIcon={<Undo />}
                disabled={waiting.sending}
                onClick={() => onUndo(row)}
                sx={{ flex: 1, minHeight: 48 }}
                aria-label={`Undo waiting check-in of ${name}`}
              >
                Undo
              </Button>
              {paymentButton(48)}
            </Stack>
          </>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              size="large"
              disabled={busy}
              onClick={() => onCheckIn(row)}
              sx={{ flex: 2, minHeight: 56, fontSize: "1.1rem" }}
              aria-label={`Check in ${name}`}
            >
              Check In
            </Button>
            {paymentButton(56)}
          </Stack>
        )}
        {row.has_checked_in && onPrintBadge && (
          <Button startIcon={<Badge />} size="small" onClick={() => onPrintBadge(row)} sx={{ alignSelf: "flex-start" }} aria-label={`Print badge for ${name}`}>
            Print Badge
          </Button>
        )}
        {!row.has_checked_in && row.phone_number && (
          <Button href={`tel:${row.phone_number}`} startIcon={<Phone />} size="small" sx={{ alignSelf: "flex-start" }}>
            Call {formatPhone(row.phone_number)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
