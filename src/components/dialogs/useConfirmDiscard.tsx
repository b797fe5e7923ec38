import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useState, type ReactNode } from "react";

export const DISCARD_TITLE = "Discard your changes?";
export const DISCARD_TEXT = "What you typed in this form has not been saved and will be lost.";

/** "Discard your changes?" with Keep Editing (the default) and Discard. */
export function ConfirmDiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onClose={onKeep} maxWidth="xs" aria-labelledby="confirm-discard-title">
      <DialogTitle id="confirm-discard-title">{DISCARD_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{DISCARD_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onKeep}>
          Keep Editing
        </Button>
        <Button color="error" onClick={onDiscard}>
          Discard
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
