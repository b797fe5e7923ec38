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
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { useServerErrorText } from "../../i18n/serverErrors";
import { failedText, type AttendeesT } from "./labels";
import { serverError } from "./convexErrors";

const CONFIRMATION = "DELETE";

type Counted = "bulk.servers" | "bulk.allServers" | "bulk.attendees" | "bulk.accounts" | "bulk.roles";

/** "3 servers" (digits as the count is written, no separators). */
const counted = (t: AttendeesT, key: Counted, count: number) => t(key, { count, n: String(count) });

/**
 * Deletes every server attendee with his account and roles (staff servers and the signed-in
 * admin are kept). The button stays disabled until DELETE is typed.
 */
export function BulkDeleteServersDialog({ serverCount, onClose }: { serverCount: number; onClose: () => void }) {
  const t = useT(attendeesNs);
  const refusalText = useServerErrorText();
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
          const kept = result.keptStaff > 0 ? ` ${t("bulk.kept", { servers: counted(t, "bulk.servers", result.keptStaff) })}` : "";
          const deletedText = t("bulk.done", {
            attendees: counted(t, "bulk.attendees", total.attendees),
            accounts: counted(t, "bulk.accounts", total.accounts),
            roles: counted(t, "bulk.roles", total.roles),
          });
          notify({
            title: t("bulk.doneTitle"),
            description: `${deletedText}${kept}`,
            variant: "success",
          });
          onClose();
          return;
        }
      }
    } catch (error) {
      const { code, message: english } = serverError(error);
      const message = english === null ? null : refusalText(error);
      const failed = failedText(t, "bulk.failed", error);
      const sofar = total.attendees > 0 ? ` ${t("bulk.sofar", { servers: counted(t, "bulk.servers", total.attendees) })}` : "";
      notify({
        title: t("error"),
        description: (code === "UNAUTHENTICATED" ? (message ?? failed) : message === null ? failed : `${failed} ${message}`) + sofar,
        variant: "error",
      });
      setBusy(false);
      setDeleted(null);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="bulk-delete-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bulk-delete-title">{t("bulk.title")}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("bulk.warning", { servers: counted(t, "bulk.allServers", serverCount) })}
        </Alert>
        <DialogContentText sx={{ mb: 1 }}>{t("bulk.typeToConfirm", { word: CONFIRMATION })}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t("bulk.confirmation")}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button color="error" variant="contained" disabled={busy || typed !== CONFIRMATION} onClick={() => void confirm()}>
          {busy ? (deleted ? t("bulk.deletingSoFar", { n: String(deleted) }) : t("deleting")) : t("bulk.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
