import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import type { RoomType } from "../../../convex/shared/validators";
import { RichTextEditor } from "../../components/richText/RichTextEditor";
import { capacityTextProblem, ROOM_NAME_REQUIRED, ROOM_TYPE_LOCKED } from "../../../convex/shared/placeRules";

export type RoomFormValues = { name: string; capacity: number | null; room_type: RoomType; description: string };

export const ROOM_TYPE_LOCKED_TEXT = ROOM_TYPE_LOCKED;
export const ROOM_TYPE_LABELS: Record<RoomType, string> = { retreatant: "Retreatant", server: "Server" };

export function validateRoomForm(name: string, capacity: string): { name?: string; capacity?: string } {
  const errors: { name?: string; capacity?: string } = {};
  if (name.trim() === "") errors.name = ROOM_NAME_REQUIRED;
  const capacityError = capacityTextProblem(capacity);
  if (capacityError !== null) errors.capacity = capacityError;
  return errors;
}

/** Add or edit a room. `initial` absent means a new room. Resolves true when saved, so the dialog closes. */
export function RoomDialog({
  open,
  initial,
  typeLocked,
  onClose,
  onSubmit,
}: {
  open: boolean;
  initial?: RoomFormValues;
  /** The room has occupants: its type cannot change. */
  typeLocked?: boolean;
  onClose: () => void;
  onSubmit: (values: RoomFormValues) => Promise<boolean>;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [capacity, setCapacity] = useState(initial?.capacity?.toString() ?? "");
  const [roomType, setRoomType] = useState<RoomType>(initial?.room_type ?? "retreatant");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [errors, setErrors] = useState<{ name?: string; capacity?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRoomForm(name, capacity);
    setErrors(found);
    if (found.name !== undefined || found.capacity !== undefined) return;
    setSaving(true);
    const saved = await onSubmit({
      name: name.trim(),
      capacity: capacity.trim() === "" ? null : Number(capacity),
      room_type: roomType,
      description,
    });
    setSaving(false);
    if (saved) onClose();
  };

  const editing = initial !== undefined;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{editing ? "Edit Room" : "Add Room"}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Room Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name !== undefined}
              helperText={errors.name}
              required
              autoFocus
            />
            <TextField
              label="Capacity"
              value={capacity}
              onChange={(e) => setCapacity(e.target.value)}
              error={errors.capacity !== undefined}
              helperText={errors.capacity ?? "Leave empty for no limit."}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <TextField
              select
              label="Room Type"
              value={roomType}
              onChange={(e) => setRoomType(e.target.value as RoomType)}
              disabled={typeLocked}
              helperText={typeLocked ? ROOM_TYPE_LOCKED_TEXT : undefined}
            >
              {(Object.keys(ROOM_TYPE_LABELS) as RoomType[]).map((type) => (
                <MenuItem key={type} value={type}>
                  {ROOM_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <RichTextEditor label="Description" initialHtml={initial?.description ?? ""} onChange={setDescription} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? "Save" : "Add Room"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
