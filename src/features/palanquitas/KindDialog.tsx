import TextField from "@mui/material/TextField";
import { useState } from "react";
import { FormDialog } from "../../components/dialogs/FormDialog";
import { parseQuantity } from "../../../convex/shared/quantity";

export type KindFormValues = { name: string; made: number; needed_per_retreatant: number; maker: string; notes: string };

/**
 * Add or edit a kind of palanquita. On edit, a changed "Made" is sent as the difference from the
 * count the dialog opened with, so taps by other staff meanwhile are kept.
 */
export function KindDialog({
  initial,
  onClose,
  onSubmit,
}: {
  initial?: KindFormValues;
  onClose: () => void;
  onSubmit: (values: KindFormValues) => Promise<boolean>;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [made, setMade] = useState(String(initial?.made ?? 0));
  const [perRetreatant, setPerRetreatant] = useState(String(initial?.needed_per_retreatant ?? 1));
  const [maker, setMaker] = useState(initial?.maker ?? "");
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [errors, setErrors] = useState<{ name?: string; made?: string; perRetreatant?: string }>({});

  const save = () => {
    const found: typeof errors = {};
    if (name.trim() === "") found.name = "Enter a name.";
    const madeParsed = parseQuantity(made, "Made", { whole: true });
    if (!madeParsed.ok) found.made = madeParsed.message;
    const perParsed = parseQuantity(perRetreatant, "Needed per retreatant");
    if (!perParsed.ok) found.perRetreatant = perParsed.message;
    setErrors(found);
    if (!madeParsed.ok || !perParsed.ok || found.name) return undefined;
    return onSubmit({
      name: name.trim(),
      made: madeParsed.value,
      needed_per_retreatant: perParsed.value,
      maker: maker.trim(),
      notes: notes.trim(),
    });
  };

  return (
    <FormDialog title={initial ? "Edit Palanquita" : "Add Palanquita"} submitLabel={initial ? "Save" : "Add Palanquita"} maxWidth="xs" onClose={onClose} onSave={save}>
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} required autoFocus />
      <TextField label="Made" value={made} onChange={(e) => setMade(e.target.value)} error={!!errors.made} helperText={errors.made} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
      <TextField
        label="Needed per retreatant"
        value={perRetreatant}
        onChange={(e) => setPerRetreatant(e.target.value)}
        error={!!errors.perRetreatant}
        helperText={errors.perRetreatant}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <TextField label="Who is making it" value={maker} onChange={(e) => setMaker(e.target.value)} />
      <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline />
    </FormDialog>
  );
}
