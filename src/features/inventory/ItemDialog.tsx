import TextField from "@mui/material/TextField";
import { useState } from "react";
import { FormDialog } from "../../components/dialogs/FormDialog";
import { parseQuantity, quantityInputRefusal } from "../../../convex/shared/quantity";
import { errorsNs } from "../../i18n/namespaces/errors";
import { inventoryNs } from "../../i18n/namespaces/inventory";
import { useRefusalText } from "../../i18n/serverErrors";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";

export type ItemFormValues = {
  name: string;
  unit: string;
  quantity_on_hand: number;
  needed_per_retreatant: number;
  needed_per_server: number;
  fixed_extra: number;
  notes: string;
};

/** Each quantity: its form field, its English label (as the server names it in a refusal), and its label's key. */
const NUMBER_FIELDS = [
  ["quantity_on_hand", "On hand", "dialog.onHand"],
  ["needed_per_retreatant", "Needed per retreatant", "dialog.perRetreatant"],
  ["needed_per_server", "Needed per server", "dialog.perServer"],
  ["fixed_extra", "Fixed extra", "dialog.fixedExtra"],
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
  useCatalogues(inventoryNs, errorsNs);
  const t = useT(inventoryNs);
  const refusalText = useRefusalText();
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
    if (name.trim() === "") found.name = t("dialog.nameError");
    const parsed = {} as Record<NumberField, number>;
    for (const [field, english] of NUMBER_FIELDS) {
      const result = parseQuantity(numbers[field], english);
      if (result.ok) parsed[field] = result.value;
      else found[field] = refusalText(quantityInputRefusal(numbers[field], english) ?? { message: result.message });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return undefined;
    return onSubmit({ name: name.trim(), unit: unit.trim(), notes: notes.trim(), ...parsed });
  };

  return (
    <FormDialog title={initial ? t("dialog.edit") : t("dialog.add")} submitLabel={initial ? t("dialog.save") : t("dialog.add")} maxWidth="sm" onClose={onClose} onSave={save}>
      <TextField label={t("dialog.name")} value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} required autoFocus />
      <TextField label={t("dialog.unit")} value={unit} onChange={(e) => setUnit(e.target.value)} helperText={t("dialog.unitHelp")} />
      {NUMBER_FIELDS.map(([field, , label]) => (
        <TextField
          key={field}
          label={t(label)}
          value={numbers[field]}
          onChange={(e) => setNumbers((n) => ({ ...n, [field]: e.target.value }))}
          error={!!errors[field]}
          helperText={errors[field]}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
      ))}
      <TextField label={t("dialog.notes")} value={notes} onChange={(e) => setNotes(e.target.value)} multiline />
    </FormDialog>
  );
}
