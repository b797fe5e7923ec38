import TextField from "@mui/material/TextField";
import { useState } from "react";
import { FormDialog } from "../../components/dialogs/FormDialog";
import { parseQuantity, quantityInputRefusal } from "../../../convex/shared/quantity";
import { errorsNs } from "../../i18n/namespaces/errors";
import { palanquitasNs } from "../../i18n/namespaces/palanquitas";
import { useRefusalText } from "../../i18n/serverErrors";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";

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
  useCatalogues(palanquitasNs, errorsNs);
  const t = useT(palanquitasNs);
  const refusalText = useRefusalText();
  const [name, setName] = useState(initial?.name ?? "");
  const [made, setMade] = useState(String(initial?.made ?? 0));
  const [perRetreatant, setPerRetreatant] = useState(String(initial?.needed_per_retreatant ?? 1));
  const [maker, setMaker] = useState(initial?.maker ?? "");
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [errors, setErrors] = useState<{ name?: string; made?: string; perRetreatant?: string }>({});

  const save = () => {
    const found: typeof errors = {};
    if (name.trim() === "") found.name = t("dialog.nameError");
    // Checked with the English labels the server names these fields by; said in the person's language.
    const madeParsed = parseQuantity(made, "Made", { whole: true });
    if (!madeParsed.ok) found.made = refusalText(quantityInputRefusal(made, "Made", { whole: true }) ?? { message: madeParsed.message });
    const perParsed = parseQuantity(perRetreatant, "Needed per retreatant");
    if (!perParsed.ok) found.perRetreatant = refusalText(quantityInputRefusal(perRetreatant, "Needed per retreatant") ?? { message: perParsed.message });
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
    <FormDialog title={initial ? t("dialog.edit") : t("dialog.add")} submitLabel={initial ? t("dialog.save") : t("dialog.add")} maxWidth="xs" onClose={onClose} onSave={save}>
      <TextField label={t("dialog.name")} value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} required autoFocus />
      <TextField label={t("dialog.made")} value={made} onChange={(e) => setMade(e.target.value)} error={!!errors.made} helperText={errors.made} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
      <TextField
        label={t("dialog.perRetreatant")}
        value={perRetreatant}
        onChange={(e) => setPerRetreatant(e.target.value)}
        error={!!errors.perRetreatant}
        helperText={errors.perRetreatant}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <TextField label={t("dialog.maker")} value={maker} onChange={(e) => setMaker(e.target.value)} />
      <TextField label={t("dialog.notes")} value={notes} onChange={(e) => setNotes(e.target.value)} multiline />
    </FormDialog>
  );
}
