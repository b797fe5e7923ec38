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
import { financeNs } from "../../i18n/namespaces/finance";
import { useT } from "../../i18n/useT";
import { moneyIn, readAmount } from "./financeText";

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
  const t = useT(financeNs);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = readAmount(t, reduced, "reduced");
    const found: typeof errors = {};
    if (!parsed.ok) found.reduced = parsed.message;
    else if (man.cost_cents !== null && parsed.cents >= man.cost_cents) {
      found.reduced = t("scholarship.tooHigh", { cost: moneyIn(t, man.cost_cents) });
    }
    if (grantedBy.trim() === "") found.grantedBy = t("scholarship.grantedByError");
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
        <DialogTitle>{t("scholarship.title", { name: man.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t("scholarship.costLine", {
              cost: man.cost_cents === null ? t("scholarship.notOnFile") : moneyIn(t, man.cost_cents),
              paid: moneyIn(t, man.paid_cents),
            })}
          </DialogContentText>
          <Stack spacing={2}>
            <MoneyField label={t("scholarship.reduced")} value={reduced} onChange={(e) => setReduced(e.target.value)} error={!!errors.reduced} helperText={errors.reduced ?? t("scholarship.reducedHelp")} required autoFocus />
            <TextField label={t("scholarship.grantedBy")} value={grantedBy} onChange={(e) => setGrantedBy(e.target.value)} error={!!errors.grantedBy} helperText={errors.grantedBy} required />
            <TextField label={t("scholarship.reason")} value={reason} onChange={(e) => setReason(e.target.value)} multiline />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t("scholarship.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
