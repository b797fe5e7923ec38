import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { capacityTextProblem } from "../../../convex/shared/placeRules";
import { tablesNs } from "../../i18n/namespaces/tables";
import { useT } from "../../i18n/useT";

export type TableFormValues = { name: string; capacity: number | null };

/** Add or rename a table; resolves true when saved so the dialog closes. */
export function TableDialog({
  initial,
  onClose,
  onSubmit,
}: {
  initial?: TableFormValues;
  onClose: () => void;
  onSubmit: (values: TableFormValues) => Promise<boolean>;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [capacity, setCapacity] = useState(initial?.capacity?.toString() ?? "");
  const [errors, setErrors] = useState<{ name?: string; capacity?: string }>({});
  const [saving, setSaving] = useState(false);
  const t = useT(tablesNs);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === "") found.name = t("validation.nameRequired");
    if (capacityTextProblem(capacity) !== null) found.capacity = t("validation.capacity");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const saved = await onSubmit({ name: name.trim(), capacity: capacity.trim() === "" ? null : Number(capacity) });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{initial ? t("dialog.editTitle") : t("dialog.addTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t("dialog.name")} value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} required autoFocus />
            <TextField
              label={t("dialog.seats")}
              value={capacity}
              onChange={(e) => setCapacity(e.target.value)}
              error={!!errors.capacity}
              helperText={errors.capacity ?? t("dialog.seatsHelp")}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("dialog.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {initial ? t("dialog.save") : t("dialog.add")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
