import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { commonNs } from "../../i18n/namespaces/common";
import { useT } from "../../i18n/useT";

/** "Are you sure?" before a delete: `text` says what goes; Delete runs `onConfirm` and closes. Open while `text` is set. */
export function ConfirmDeleteDialog({ text, onClose, onConfirm }: { text: string | null; onClose: () => void; onConfirm: () => void }) {
  const t = useT(commonNs);
  return (
    <Dialog open={text !== null} onClose={onClose}>
      <DialogTitle>{t("dialog.confirmTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>{t("dialog.cancel")}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t("dialog.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
