import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

export function DeleteRoomDialog({
  room,
  onCancel,
  onConfirm,
}: {
  room: { name: string; occupants: number } | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={room !== null} onClose={onCancel}>
      <DialogTitle>Are you sure?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This will delete room {room?.name}.
          {room !== null && room.occupants > 0
            ? ` Its ${room.occupants === 1 ? "occupant" : `${room.occupants} occupants`} will be unassigned.`
            : ""}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
