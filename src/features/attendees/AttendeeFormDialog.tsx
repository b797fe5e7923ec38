import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useMutation } from "convex/react";
import { useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Doc, Id } from "../../../convex/_generated/dataModel";
import { parseAttendeeInput, type AttendeeInputField } from "../../../convex/shared/attendeeRules";
import { useConfirmDiscard } from "../../components/dialogs/useConfirmDiscard";
import { useNotify } from "../../components/notifications/useNotify";
import { emptyFormValues, toFormValues, toRawInput, VALIDATION_DEBOUNCE_MS, type FormValues } from "./attendeeForm";
import { AttendeeFormFields } from "./AttendeeFormFields";
import { serverError } from "./convexErrors";
import { PlacementFields } from "./PlacementFields";
import { updatedText } from "./updateNotice";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { refusalOf, useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { failedText, problemLines, refusedProblems, validationTexts } from "./labels";

const TEXTS = {
  add: { title: "form.addTitle", submit: "form.addSubmit", failed: "form.addFailed", done: "form.added" },
  edit: { title: "form.editTitle", submit: "form.editSubmit", failed: "form.editFailed", done: "form.updated" },
} as const;

export type AttendeeFormDialogProps = {
  /** null: Add; an attendee: Edit. */
  attendee: Doc<"attendees"> | null;
  onClose: () => void;
  /** Lower-cased emails of every attendee, to refuse a duplicate before asking the server. */
  emailOwners: ReadonlyMap<string, string>;
};

/** The Add and Edit dialog. Mount it with a `key` per attendee so it starts from his values. */
export function AttendeeFormDialog({ attendee, onClose, emailOwners }: AttendeeFormDialogProps) {
  const mode = attendee === null ? "add" : "edit";
  const texts = TEXTS[mode];
  const t = useT(attendeesNs);
  const refusalText = useServerErrorText();
  const notify = useNotify();
  const create = useMutation(api.attendees.create);
  const update = useMutation(api.attendees.update);
  const [initialValues] = useState<FormValues>(() => (attendee ? toFormValues(attendee) : emptyFormValues()));
  const [values, setValues] = useState<FormValues>(initialValues);
  // A click outside or Escape must not throw away what was typed.
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initialValues), [values, initialValues]);
  const { requestClose, confirmation } = useConfirmDiscard(dirty, onClose);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  // Validation runs 300 ms after typing stops (SPEC.md §5).
  const [submittedValues, setSubmittedValues] = useState<FormValues | null>(null);
  const debounced = useDebouncedValue(values, VALIDATION_DEBOUNCE_MS);
  // A submit validates at once; typing after it waits for the pause again.
  const settled = values === submittedValues ? values : debounced;
  const validation = useMemo(() => parseAttendeeInput(toRawInput(settled)), [settled]);
  const translated = validation.ok ? null : validationTexts(t, validation);
  const fieldErrors = translated?.fieldErrors ?? {};
  const shownErrors = Object.fromEntries(
    Object.entries(fieldErrors).filter(([name]) => submitted || touched.has(name)),
  ) as Partial<Record<AttendeeInputField, string>>;
  const errorList = submitted ? [...(translated?.lines ?? []), ...serverErrors] : [];

  const change = (name: AttendeeInputField | "room_id" | "table_id", value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    setServerErrors([]);
  };

  const submit = async () => {
    setSubmitted(true);
    setSubmittedValues(values);
    const parsed = parseAttendeeInput(toRawInput(values));
    // The list of problems shows in place (a toast here would cover the buttons).
    if (!parsed.ok) return;
    const owner = emailOwners.get(parsed.value.email);
    if (owner !== undefined && owner !== attendee?._id) {
      notify({ title: t("form.duplicateTitle"), description: t("form.duplicate", { email: parsed.value.email }), variant: "error" });
      return;
    }
    const placement = {
      room_id: values.room_id === "" ? null : (values.room_id as Id<"rooms">),
      table_id: values.table_id === "" ? null : (values.table_id as Id<"diningTables">),
    };
    setSaving(true);
    try {
      const input = toRawInput(values) as Record<AttendeeInputField, string | boolean>;
      let done = t(texts.done);
      if (attendee === null) await create({ input, ...placement });
      else done = updatedText(await update({ id: attendee._id, input, ...placement }), attendee, t);
      notify({ title: t("success"), description: done, variant: "success" });
      onClose();
    } catch (error) {
      const { code, errors } = serverError(error);
      const reason = refusalOf(error) === null ? undefined : refusalText(error);
      if (code === "DUPLICATE_EMAIL") {
        notify({ title: t("form.duplicateTitle"), description: reason, variant: "error" });
      } else if (code === "INVALID") {
        // The refusal lists each field's problem: said in the person's language, as the form says its own.
        const problems = refusedProblems(error);
        const lines = problems === null || Object.keys(problems).length === 0 ? null : problemLines(t, problems);
        setServerErrors(lines ?? errors);
        const description = lines === null ? reason : `${t("form.fixErrors")}: ${lines.join("; ")}`;
        notify({ title: failedText(t, "form.saveFailed", error), description, variant: "error" });
      } else {
        notify({ title: failedText(t, texts.failed, error), description: reason, variant: "error" });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog open onClose={saving ? undefined : requestClose} maxWidth="md" fullWidth aria-labelledby="attendee-dialog-title">
        <DialogTitle id="attendee-dialog-title">{t(texts.title)}</DialogTitle>
        <DialogContent dividers>
          {errorList.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              <AlertTitle>{t("form.fixErrors")}</AlertTitle>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {errorList.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Alert>
          )}
          <AttendeeFormFields
            values={values}
            errors={shownErrors}
            onChange={change}
            placement={
              <PlacementFields
                values={values}
                current={{ room_id: attendee?.room_id ?? null, table_id: attendee?.table_id ?? null }}
                onChange={change}
              />
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t("cancel")}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={saving}>
            {saving ? t("saving") : t(texts.submit)}
          </Button>
        </DialogActions>
      </Dialog>
      {confirmation}
    </>
  );
}
