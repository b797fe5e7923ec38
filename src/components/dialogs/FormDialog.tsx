import Button from "@mui/material/Button";
import Dialog, { type DialogProps } from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useState, type FormEvent, type ReactNode } from "react";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useT } from "../../i18n/useT";

/**
 * A dialog holding a form: title, the fields in a column, Cancel and a submit button. On submit
 * `onSave` checks the fields: it returns undefined when they are not valid (it shows why), or the
 * save's promise; the submit button is disabled while it runs and the dialog closes when it succeeds.
 */
export function FormDialog({
  title,
  submitLabel,
  maxWidth,
  onClose,
  onSave,
  children,
}: {
  title: string;
  submitLabel: string;
  maxWidth: DialogProps["maxWidth"];
  onClose: () => void;
  onSave: () => Promise<boolean> | undefined;
  children: ReactNode;
}) {
  const t = useT(sharedNs);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const save = onSave();
    if (save === undefined) return;
    setSaving(true);
    const saved = await save;
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
