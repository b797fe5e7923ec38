import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { formatNumberIn } from "../../i18n/format";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useT } from "../../i18n/useT";

export function DeleteRoomDialog({
  room,
  onCancel,
  onConfirm,
}: {
  room: { name: string; occupants: number } | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT(roomsNs);
  const occupants = room?.occupants ?? 0;
  return (
    <Dialog open={room !== null} onClose={onCancel}>
      <DialogTitle>{t("delete.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t("delete.text", { room: room?.name ?? "", occupants, n: formatNumberIn(t.language, occupants) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onCancel}>
          {t("delete.cancel")}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t("delete.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
