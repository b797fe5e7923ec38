import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { api } from "../../../convex/_generated/api";
import { MAX_NOTE_LENGTH, parseDoorAmount } from "../../../convex/shared/doorPayment";
import { useNotify } from "../../components/notifications/useNotify";
import { formatMoneyIn } from "../../i18n/format";
import { useRefusalText, useServerErrorText } from "../../i18n/serverErrors";
import { formatFullName } from "../../lib/format";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";

import type { CheckInRow } from "./checkInSearch";

type Props = { row: CheckInRow; onClose: () => void };

/** Money received at the door (or, ticked, given back), added to what he has paid, with a note. */
export function PaymentDialog({ row, onClose }: Props) {
  const recordPayment = useMutation(api.checkIn.recordPayment);
  const notify = useNotify();
  const t = useT(checkinNs);
  const errorText = useServerErrorText();
  const refusalText = useRefusalText();
  const formatMoney = (value: number) => formatMoneyIn(t.language, value);
  const [amount, setAmount] = useState("");
  const [refund, setRefund] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = formatFullName(row.first_name, row.last_name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDoorAmount(amount, refund);
    if (!parsed.ok) {
      setError(refusalText({ code: "INVALID_AMOUNT", ...parsed }));
      return;
    }
    setSaving(true);
    try {
      const result = await recordPayment({ id: row._id, amount, refund, note: note.trim() === "" ? undefined : note });
      notify({
        title: refund ? t("payment.refundRecorded") : t("payment.paymentRecorded"),
        description: t("payment.nowPaid", { name, amount: formatMoney(result.amount_paid), status: t(result.has_paid ? "paid" : "unpaid") }),
        variant: "success",
      });
      onClose();
    } catch (failure) {
      setError(errorText(failure, t("payment.failed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t("payment.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {row.cost_of_retreat !== null
                ? t("payment.summaryOf", { name, paid: formatMoney(row.amount_paid ?? 0), cost: formatMoney(row.cost_of_retreat) })
                : t("payment.summary", { name, paid: formatMoney(row.amount_paid ?? 0) })}
            </Typography>
            <TextField
              autoFocus
              label={refund ? t("payment.amountGivenBack") : t("payment.amountReceived")}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
              slotProps={{ htmlInput: { inputMode: "decimal" } }}
              error={error !== null}
              helperText={error ?? t("payment.hint")}
            />
            <FormControlLabel
              control={<Checkbox checked={refund} onChange={(event) => setRefund(event.target.checked)} />}
              label={t("payment.refund")}
            />
            <TextField
              label={t("payment.note")}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t("payment.notePlaceholder")}
              slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
            />
            {refund && <Alert severity="warning">{t("payment.refundWarning")}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {refund ? t("payment.recordRefund") : t("payment.recordPayment")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
