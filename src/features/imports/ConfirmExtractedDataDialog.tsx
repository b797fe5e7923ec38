import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { parseAttendeeInput, type AttendeeInputField } from "../../../convex/shared/attendeeRules";
import type { FunctionReturnType } from "convex/server";
import type { ImportValues } from "../../../convex/shared/importRow";
import type { AttendeeType } from "../../../convex/shared/validators";
import { toRawInput, VALIDATION_DEBOUNCE_MS, type FormValues } from "../attendees";
import { SectionFields, sectionTitle } from "../attendees";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { extractedFormValues, IMPORT_SECTIONS, importValuesOf } from "./extractedForm";
import { englishText } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import { useT, type Translate } from "../../i18n/useT";
import { useImportTexts } from "./useImportTexts";
import type { api } from "../../../convex/_generated/api";

type ExtractionResult = FunctionReturnType<typeof api.extraction.extractFromEmail>;

type ImportsKey = keyof typeof importsNs.en;
const english = ((key: ImportsKey, values?: Record<string, string>) => englishText(importsNs, key, values)) as Translate<ImportsKey>;

/** Which reader extracted the data ("Extracted by OpenAI (gpt-4o-mini)."), in English or with `t`. */
export function extractorLabel(extraction: Pick<ExtractionResult, "extractor" | "model">, t: Translate<ImportsKey> = english): string {
  return extraction.extractor === "openai"
    ? t("confirm.byOpenAi", { model: extraction.model ?? t("confirm.defaultModel") })
    : t("confirm.builtIn");
}

type Props = {
  extraction: ExtractionResult;
  attendeeType: AttendeeType;
  busy: boolean;
  onBack: () => void;
  onImport: (values: ImportValues) => void;
  onClose: () => void;
};

/**
 * The review of what was extracted, before it is imported: every field editable with the
 * attendee form's inputs and rules, so staff correct a value here instead of after the import.
 */
export function ConfirmExtractedDataDialog({ extraction, attendeeType, busy, onBack, onImport, onClose }: Props) {
  const { t, problem } = useImportTexts();
  const attendeesT = useT(attendeesNs);
  const [values, setValues] = useState<FormValues>(() => extractedFormValues(extraction.data, attendeeType));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const debounced = useDebouncedValue(values, VALIDATION_DEBOUNCE_MS);
  const validation = useMemo(() => parseAttendeeInput(toRawInput(submitted ? values : debounced)), [submitted, values, debounced]);
  const fieldErrors = validation.ok ? {} : validation.fieldErrors;
  const shown = Object.fromEntries(
    Object.entries(fieldErrors).filter(([name]) => submitted || touched.has(name)),
  ) as Partial<Record<AttendeeInputField, string>>;

  const change = (name: AttendeeInputField, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  };
  const submit = () => {
    setSubmitted(true);
    if (parseAttendeeInput(toRawInput(values)).ok) onImport(importValuesOf(values, extraction.data));
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="confirm-extracted-title"
    >
      <DialogTitle id="confirm-extracted-title">{t("confirm.title")}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t("confirm.check", { extractor: extractorLabel(extraction, t), type: t(`email.type.${attendeeType}`) })}
        </Typography>
        {extraction.leftOut.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t("confirm.leftOut", { list: extraction.leftOut.map(problem).join("; ") })}
          </Alert>
        )}
        {submitted && !validation.ok && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            <AlertTitle>{t("confirm.fix")}</AlertTitle>
            {validation.errors.map(problem).join("; ")}
          </Alert>
        )}
        {IMPORT_SECTIONS.map((section, index) => (
          <section key={section.id} aria-label={sectionTitle(attendeesT, section)}>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
              {sectionTitle(attendeesT, section)}
            </Typography>
            <SectionFields section={section} values={values} errors={shown} onChange={change} autoFocusFirst={index === 0} />
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={busy}>
          {t("confirm.back")}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? t("confirm.importing") : t("confirm.import")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
