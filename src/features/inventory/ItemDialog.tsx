import TextField from "@mui/material/TextField";
import { useState } from "react";
import { FormDialog } from "../../components/dialogs/FormDialog";
import { parseQuantity } from "../../../convex/shared/quantity";

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

  const save = () => {
    const found: typeof errors = {};
    if (name.trim() === "") found.name = "Enter a name.";
    const parsed = {} as Record<NumberField, number>;
    for (const [field, label] of NUMBER_FIELDS) {
      const result = parseQuantity(numbers[field], label);
      if (result.ok) parsed[field] = result.value;
      else found[field] = result.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return undefined;
    return onSubmit({ name: name.trim(), unit: unit.trim(), notes: notes.trim(), ...parsed });
  };

  return (
    <FormDialog title={initial ? "Edit Item" : "Add Item"} submitLabel={initial ? "Save" : "Add Item"} maxWidth="sm" onClose={onClose} onSave={save}>
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
    </FormDialog>
  );
}
