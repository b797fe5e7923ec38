import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { MoneyField } from "../../components/inputs/MoneyField";
import { useState, type FormEvent } from "react";
import { formatCents, parseMoney } from "../../../convex/shared/money";

export type ScholarshipTarget = {
  name: string;
  cost_cents: number | null;
  paid_cents: number;
  reduced_cost_cents?: number;
  granted_by?: string;
  reason?: string | null;
};

/** Grant or change a man's reduced cost, recording who granted it. */
export function ScholarshipDialog({
  man,
  onClose,
  onSubmit,
}: {
  man: ScholarshipTarget;
  onClose: () => void;
  onSubmit: (values: { reduced_cost_cents: number; granted_by: string; reason: string }) => Promise<boolean>;
}) {
  const [reduced, setReduced] = useState(man.reduced_cost_cents === undefined ? "" : (man.reduced_cost_cents / 100).toFixed(2));
  const [grantedBy, setGrantedBy] = useState(man.granted_by ?? "");
  const [reason, setReason] = useState(man.reason ?? "");
  const [errors, setErrors] = useState<{ reduced?: string; grantedBy?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoney(reduced, { label: "Reduced cost" });
    const found: typeof errors = {};
    if (!parsed.ok) found.reduced = parsed.message;
    else if (man.cost_cents !== null && parsed.cents >= man.cost_cents) {
      found.reduced = `The reduced cost must be less than his cost of the retreat (${formatCents(man.cost_cents)}).`;
    }
    if (grantedBy.trim() === "") found.grantedBy = "Enter who granted the scholarship.";
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.ok) return;
    setSaving(true);
    const saved = await onSubmit({ reduced_cost_cents: parsed.cents, granted_by: grantedBy.trim(), reason: reason.trim() });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Scholarship for {man.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Cost of the retreat: {man.cost_cents === null ? "not on file" : formatCents(man.cost_cents)} · paid {formatCents(man.paid_cents)}
          </DialogContentText>
          <Stack spacing={2}>
            <MoneyField label="Reduced cost" value={reduced} onChange={(e) => setReduced(e.target.value)} error={!!errors.reduced} helperText={errors.reduced ?? "What he is now asked to pay, in dollars."} required autoFocus />
            <TextField label="Granted by" value={grantedBy} onChange={(e) => setGrantedBy(e.target.value)} error={!!errors.grantedBy} helperText={errors.grantedBy} required />
            <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} multiline />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save Scholarship
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
