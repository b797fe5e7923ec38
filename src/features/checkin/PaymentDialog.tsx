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
import { formatFullName, formatMoney } from "../../lib/format";
import { serverMessage } from "../../lib/serverError";
import type { CheckInRow } from "./checkInSearch";

type Props = { row: CheckInRow; onClose: () => void };

/** Money received at the door (or, ticked, given back), added to what he has paid, with a note. */
export function PaymentDialog({ row, onClose }: Props) {
  const recordPayment = useMutation(api.checkIn.recordPayment);
  const notify = useNotify();
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
      setError(parsed.message);
      return;
    }
    setSaving(true);
    try {
      const result = await recordPayment({ id: row._id, amount, refund, note: note.trim() === "" ? undefined : note });
      notify({
        title: refund ? "Refund recorded" : "Payment recorded",
        description: `${name} has now paid ${formatMoney(result.amount_paid)} (${result.has_paid ? "Paid" : "Unpaid"}).`,
        variant: "success",
      });
      onClose();
    } catch (failure) {
      setError(serverMessage(failure) ?? "Failed to record the payment. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>Payment at the door</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {name}: paid {formatMoney(row.amount_paid ?? 0)}
              {row.cost_of_retreat !== null ? ` of ${formatMoney(row.cost_of_retreat)}` : ""}.
            </Typography>
            <TextField
              autoFocus
              label={refund ? "Amount given back" : "Amount received"}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
              slotProps={{ htmlInput: { inputMode: "decimal" } }}
              error={error !== null}
              helperText={error ?? "In dollars, e.g. 150 or 150.00"}
            />
            <FormControlLabel
              control={<Checkbox checked={refund} onChange={(event) => setRefund(event.target.checked)} />}
              label="Refund (give money back)"
            />
            <TextField
              label="Note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Cash, check number..."
              slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
            />
            {refund && <Alert severity="warning">The amount will be taken off what he has paid.</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {refund ? "Record Refund" : "Record Payment"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
