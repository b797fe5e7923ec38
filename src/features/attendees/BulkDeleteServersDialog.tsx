import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useNotify } from "../../components/notifications/useNotify";
import { failureTitle } from "../../lib/serverError";
import { serverError } from "./convexErrors";

const CONFIRMATION = "DELETE";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Deletes every server attendee with his account and roles (staff servers and the signed-in
 * admin are kept). The button stays disabled until DELETE is typed.
 */
export function BulkDeleteServersDialog({ serverCount, onClose }: { serverCount: number; onClose: () => void }) {
  const notify = useNotify();
  const bulkDelete = useMutation(api.attendees.bulkDeleteServers);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await bulkDelete({ confirmation: typed });
      const kept = result.keptStaff > 0 ? ` Kept ${plural(result.keptStaff, "server")} who hold a staff role.` : "";
      notify({
        title: "Servers Deleted",
        description: `Deleted ${plural(result.attendees, "attendee")}, ${plural(result.accounts, "account")} and ${plural(result.roles, "role")}.${kept}`,
        variant: "success",
      });
      onClose();
    } catch (error) {
      const { code, message } = serverError(error);
      const failed = failureTitle("Failed to delete servers. Please try again.", error);
      notify({
        title: "Error",
        description: code === "UNAUTHENTICATED" ? (message ?? failed) : message === null ? failed : `${failed} ${message}`,
        variant: "error",
      });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="bulk-delete-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bulk-delete-title">Bulk Delete Servers</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          This deletes all {plural(serverCount, "server")} with their sign-in accounts and roles. Servers who hold a
          staff role, and your own account, are kept. This cannot be undone.
        </Alert>
        <DialogContentText sx={{ mb: 1 }}>Type {CONFIRMATION} to confirm.</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Confirmation"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" disabled={busy || typed !== CONFIRMATION} onClick={() => void confirm()}>
          {busy ? "Deleting..." : "Delete Servers"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
