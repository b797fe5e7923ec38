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
  const [deleted, setDeleted] = useState<number | null>(null);

  const confirm = async () => {
    setBusy(true);
    // Servers are removed a batch per call (each all-or-nothing, within Convex's per-function
    // limits) until none is left; the count so far is shown meanwhile.
    const total = { attendees: 0, accounts: 0, roles: 0 };
    try {
      for (;;) {
        const result = await bulkDelete({ confirmation: typed });
        total.attendees += result.attendees;
        total.accounts += result.accounts;
        total.roles += result.roles;
        setDeleted(total.attendees);
        if (result.done) {
          const kept = result.keptStaff > 0 ? ` Kept ${plural(result.keptStaff, "server")} who hold a staff role.` : "";
          notify({
            title: "Servers Deleted",
            description: `Deleted ${plural(total.attendees, "attendee")}, ${plural(total.accounts, "account")} and ${plural(total.roles, "role")}.${kept}`,
            variant: "success",
          });
          onClose();
          return;
        }
      }
    } catch (error) {
      const { code, message } = serverError(error);
      const failed = failureTitle("Failed to delete servers. Please try again.", error);
      const sofar = total.attendees > 0 ? ` ${plural(total.attendees, "server")} had been deleted before that.` : "";
      notify({
        title: "Error",
        description: (code === "UNAUTHENTICATED" ? (message ?? failed) : message === null ? failed : `${failed} ${message}`) + sofar,
        variant: "error",
      });
      setBusy(false);
      setDeleted(null);
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
          {busy ? (deleted ? `Deleting... (${deleted} so far)` : "Deleting...") : "Delete Servers"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
