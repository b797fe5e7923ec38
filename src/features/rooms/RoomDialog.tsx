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
import { capacityTextProblem } from "../../../convex/shared/placeRules";
import { englishText } from "../../i18n/namespace";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useT } from "../../i18n/useT";

export type RoomFormValues = { name: string; capacity: number | null; room_type: RoomType; description: string };

type RoomsKey = keyof typeof roomsNs.en & string;

export const ROOM_TYPE_LOCKED_TEXT = englishText(roomsNs, "typeLocked");
/** The catalogue keys of the room types' names. */
export const ROOM_TYPE_KEYS: Record<RoomType, RoomsKey> = { retreatant: "type.retreatant", server: "type.server" };
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  retreatant: englishText(roomsNs, "type.retreatant"),
  server: englishText(roomsNs, "type.server"),
};

/** The dialog's problems, in the language of `t` (English by default). */
export function validateRoomForm(
  name: string,
  capacity: string,
  t: (key: RoomsKey) => string = (key) => englishText(roomsNs, key),
): { name?: string; capacity?: string } {
  const errors: { name?: string; capacity?: string } = {};
  if (name.trim() === "") errors.name = t("validation.nameRequired");
  if (capacityTextProblem(capacity) !== null) errors.capacity = t("validation.capacity");
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
  const t = useT(roomsNs);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRoomForm(name, capacity, t);
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
        <DialogTitle>{editing ? t("dialog.editTitle") : t("dialog.addTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t("dialog.name")}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name !== undefined}
              helperText={errors.name}
              required
              autoFocus
            />
            <TextField
              label={t("dialog.capacity")}
              value={capacity}
              onChange={(e) => setCapacity(e.target.value)}
              error={errors.capacity !== undefined}
              helperText={errors.capacity ?? t("dialog.capacityHelp")}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <TextField
              select
              label={t("dialog.type")}
              value={roomType}
              onChange={(e) => setRoomType(e.target.value as RoomType)}
              disabled={typeLocked}
              helperText={typeLocked ? t("typeLocked") : undefined}
            >
              {(Object.keys(ROOM_TYPE_KEYS) as RoomType[]).map((type) => (
                <MenuItem key={type} value={type}>
                  {t(ROOM_TYPE_KEYS[type])}
                </MenuItem>
              ))}
            </TextField>
            <RichTextEditor label={t("dialog.description")} initialHtml={initial?.description ?? ""} onChange={setDescription} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("dialog.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? t("dialog.save") : t("dialog.add")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
