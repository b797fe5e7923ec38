import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useState, type ReactNode } from "react";
import { englishText } from "../../i18n/namespace";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useT } from "../../i18n/useT";

export const DISCARD_TITLE = englishText(sharedNs, "discard.title");
export const DISCARD_TEXT = englishText(sharedNs, "discard.text");

/** "Discard your changes?" with Keep Editing (the default) and Discard. */
export function ConfirmDiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  const t = useT(sharedNs);
  return (
    <Dialog open={open} onClose={onKeep} maxWidth="xs" aria-labelledby="confirm-discard-title">
      <DialogTitle id="confirm-discard-title">{t("discard.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("discard.text")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onKeep}>
          {t("discard.keep")}
        </Button>
        <Button color="error" onClick={onDiscard}>
          {t("discard.discard")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Asks before a form with unsaved typing is thrown away. `requestClose` closes at once when
 * nothing was typed (`dirty` false); otherwise it opens ConfirmDiscardDialog (render
 * `confirmation`), whose "Keep Editing" returns to the form and "Discard" calls `close`.
 */
export function useConfirmDiscard(dirty: boolean, close: () => void): { requestClose: () => void; confirmation: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (dirty) setAsking(true);
    else close();
  };
  const confirmation = (
    <ConfirmDiscardDialog
      open={asking}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return { requestClose, confirmation };
}
