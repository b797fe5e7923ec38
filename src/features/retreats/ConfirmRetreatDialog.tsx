import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useState } from "react";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { useT } from "../../i18n/useT";

/** "Are you sure?" before a change to a whole weekend; closes once `onConfirm` has finished. */
export function ConfirmRetreatDialog({
  title,
  text,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const t = useT(retreatsNs);
  const [working, setWorking] = useState(false);
  const confirm = async () => {
    setWorking(true);
    await onConfirm();
    setWorking(false);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-retreat-title">
      <DialogTitle id="confirm-retreat-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={working}>
          {t("cancel")}
        </Button>
        <Button variant="contained" color="warning" onClick={() => void confirm()} disabled={working}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
