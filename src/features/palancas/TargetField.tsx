import TextField from "@mui/material/TextField";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useGuardedCall } from "../../components/notifications/useGuardedCall";
import { palancasNs } from "../../i18n/namespaces/palancas";
import { useT } from "../../i18n/useT";

/** The number of letters each man should have; saved when the field is left or Enter is pressed. */
export function TargetField({ target }: { target: number }) {
  const setTarget = useMutation(api.palancas.setTarget);
  const guarded = useGuardedCall();
  const t = useT(palancasNs);
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null) return;
    const value = Number(draft);
    if (draft.trim() !== "" && value !== target) await guarded(() => setTarget({ target: value }), t("target.failed"));
    setDraft(null);
  };
  return (
    <TextField
      size="small"
      type="number"
      label={t("target.label")}
      value={draft ?? String(target)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => void save()}
      onKeyDown={(e) => {
        if (e.key === "Enter") void save();
      }}
      slotProps={{ htmlInput: { min: 1, max: 100 } }}
      sx={{ width: 200 }}
    />
  );
}
