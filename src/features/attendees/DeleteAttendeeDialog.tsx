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
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { refusalOf, useServerErrorText } from "../../i18n/serverErrors";
import { failedText } from "./labels";

type Target = { _id: Id<"attendees">; first_name: string; last_name: string };

/** Asks before deleting one attendee; the list drops him as soon as the server confirms. */
export function DeleteAttendeeDialog({ attendee, onClose }: { attendee: Target; onClose: () => void }) {
  const t = useT(attendeesNs);
  const refusalText = useServerErrorText();
  const notify = useNotify();
  const remove = useMutation(api.attendees.remove);
  const [busy, setBusy] = useState(false);
  const name = formatFullName(attendee.first_name, attendee.last_name);

  const confirm = async () => {
    setBusy(true);
    try {
      await remove({ id: attendee._id });
      notify({ title: t("success"), description: t("delete.done", { name }), variant: "success" });
      onClose();
    } catch (error) {
      const reason = refusalOf(error) === null ? null : refusalText(error);
      const failed = failedText(t, "delete.failed", error);
      notify({ title: t("error"), description: reason === null ? failed : `${failed} ${reason}`, variant: "error" });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-attendee-title">
      <DialogTitle id="delete-attendee-title">{t("delete.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t("delete.confirm", { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {busy ? t("deleting") : t("delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
