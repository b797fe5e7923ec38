import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { parseQuantity } from "../../lib/quantity";

export type ItemFormValues = {
  name: string;
  unit: string;
  quantity_on_hand: number;
  needed_per_retreatant: number;
  needed_per_server: number;
  fixed_extra: number;
  notes: string;
};

const NUMBER_FIELDS = [
  ["quantity_on_hand", "On hand"],
  ["needed_per_retreatant", "Needed per retreatant"],
  ["needed_per_server", "Needed per server"],
  ["fixed_extra", "Fixed extra"],
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number][0];

/** Add or edit a supply: name, unit, on hand, needed per retreatant and per server, a fixed extra, notes. */
export function ItemDialog({
  initial,
  onClose,
  onSubmit,
}: {
  initial?: ItemFormValues;
  onClose: () => void;
  onSubmit: (values: ItemFormValues) => Promise<boolean>;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [unit, setUnit] = useState(initial?.unit ?? "");
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    quantity_on_hand: String(initial?.quantity_on_hand ?? 0),
    needed_per_retreatant: String(initial?.needed_per_retreatant ?? 0),
    needed_per_server: String(initial?.needed_per_server ?? 0),
    fixed_extra: String(initial?.fixed_extra ?? 0),
  });
  const [errors, setErrors] = useState<Partial<Record<NumberField | "name", string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === "") found.name = "Enter a name.";
    const parsed = {} as Record<NumberField, number>;
    for (const [field, label] of NUMBER_FIELDS) {
      const result = parseQuantity(numbers[field], label);
      if (result.ok) parsed[field] = result.value;
      else found[field] = result.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const saved = await onSubmit({ name: name.trim(), unit: unit.trim(), notes: notes.trim(), ...parsed });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{initial ? "Edit Item" : "Add Item"}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} required autoFocus />
            <TextField label="Unit" value={unit} onChange={(e) => setUnit(e.target.value)} helperText="each, box, case, lb..." />
            {NUMBER_FIELDS.map(([field, label]) => (
              <TextField
                key={field}
                label={label}
                value={numbers[field]}
                onChange={(e) => setNumbers((n) => ({ ...n, [field]: e.target.value }))}
                error={!!errors[field]}
                helperText={errors[field]}
                slotProps={{ htmlInput: { inputMode: "decimal" } }}
              />
            ))}
            <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {initial ? "Save" : "Add Item"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
