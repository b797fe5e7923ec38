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
import { formatMoneyIn, formatTimeIn } from "../../i18n/format";
import { formatFullName, formatPhone } from "../../lib/format";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";

import { balanceDue, type CheckInRow } from "./checkInSearch";
import type { PendingCheckIn } from "./offline/pendingCheckIns";

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
  const t = useT(checkinNs);
  const money = (value: number | null) => formatMoneyIn(t.language, value);
  const name = formatFullName(row.first_name, row.last_name);
  const balance = balanceDue(row);
  const checkedIn = t("card.checkedIn", {
    hasTime: row.checked_in_at === null ? "no" : "yes",
    time: row.checked_in_at === null ? "" : formatTimeIn(t.language, row.checked_in_at),
    hasBy: row.checked_in_by === null ? "no" : "yes",
    by: row.checked_in_by ?? "",
  });
  const paymentButton = (minHeight: number) => (
    <Button variant="outlined" size="large" startIcon={<Payments />} onClick={() => onPayment(row)} sx={{ flex: 1, minHeight }}>
      {t("card.payment")}
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
            <Chip size="small" label={t(row.attendee_type === "server" ? "type.server" : "type.attendee")} />
            <Chip size="small" color={row.has_paid ? "success" : "warning"} label={t(row.has_paid ? "paid" : "unpaid")} />
          </Stack>
        </Stack>
        {balance !== null && balance > 0 && (
          <Typography variant="body2">
            {t("card.balance", { paid: money(row.amount_paid ?? 0), cost: money(row.cost_of_retreat), balance: money(balance) })}
          </Typography>
        )}
        {row.has_checked_in ? (
          <>
            <Typography color="success.main" sx={{ display: "flex", alignItems: "center", gap: 0.5, fontWeight: 600 }}>
              <CheckCircle fontSize="small" aria-hidden /> {checkedIn}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" size="large" startIcon={<Undo />} disabled={busy} onClick={() => onUndo(row)} sx={{ flex: 1, minHeight: 48 }}>
                {t("card.undoCheckIn")}
              </Button>
              {paymentButton(48)}
            </Stack>
          </>
        ) : waiting ? (
          <>
            <Typography color="warning.dark" sx={{ display: "flex", alignItems: "center", gap: 0.5, fontWeight: 600 }} role="status">
              <Schedule fontSize="small" aria-hidden />{" "}
              {waiting.sending ? t("card.sending") : t("card.waiting")}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                size="large"
                startIcon={<Undo />}
                disabled={waiting.sending}
                onClick={() => onUndo(row)}
                sx={{ flex: 1, minHeight: 48 }}
                aria-label={t("card.undoWaitingLabel", { name })}
              >
                {t("undo")}
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
              aria-label={t("card.checkInLabel", { name })}
            >
              {t("card.checkIn")}
            </Button>
            {paymentButton(56)}
          </Stack>
        )}
        {row.has_checked_in && onPrintBadge && (
          <Button startIcon={<Badge />} size="small" onClick={() => onPrintBadge(row)} sx={{ alignSelf: "flex-start" }} aria-label={t("card.printBadgeLabel", { name })}>
            {t("card.printBadge")}
          </Button>
        )}
        {!row.has_checked_in && row.phone_number && (
          <Button href={`tel:${row.phone_number}`} startIcon={<Phone />} size="small" sx={{ alignSelf: "flex-start" }}>
            {t("card.call", { phone: formatPhone(row.phone_number) })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
