import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { formatFullName } from "../../lib/format";
import { failureTitle, serverMessage } from "../../lib/serverError";

type Target = { _id: Id<"attendees">; first_name: string; last_name: string };

/** Asks before deleting one attendee; the list drops him as soon as the server confirms. */
export function DeleteAttendeeDialog({ attendee, onClose }: { attendee: Target; onClose: () => void }) {
  const notify = useNotify();
  const remove = useMutation(api.attendees.remove);
  const [busy, setBusy] = useState(false);
  const name = formatFullName(attendee.first_name, attendee.last_name);

  const confirm = async () => {
    setBusy(true);
    try {
      await remove({ id: attendee._id });
      notify({ title: "Success", description: `${name} was deleted.`, variant: "success" });
      onClose();
    } catch (error) {
      const reason = serverMessage(error);
      const failed = failureTitle("Failed to delete attendee. Please try again.", error);
      notify({ title: "Error", description: reason === null ? failed : `${failed} ${reason}`, variant: "error" });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-attendee-title">
      <DialogTitle id="delete-attendee-title">Delete Attendee</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Are you sure you want to delete {name}? His palancas are deleted too. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {busy ? "Deleting..." : "Delete"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
