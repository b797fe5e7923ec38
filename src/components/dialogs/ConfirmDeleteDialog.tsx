import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useT } from "../../i18n/useT";

/** "Are you sure?" before a delete: `text` says what goes; Delete runs `onConfirm` and closes. Open while `text` is set. */
export function ConfirmDeleteDialog({ text, onClose, onConfirm }: { text: string | null; onClose: () => void; onConfirm: () => void }) {
  const t = useT(sharedNs);
  return (
    <Dialog open={text !== null} onClose={onClose}>
      <DialogTitle>{t("confirmDelete.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>{t("cancel")}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t("delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
