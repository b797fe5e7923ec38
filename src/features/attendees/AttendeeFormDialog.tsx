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
import { failureTitle } from "../../lib/serverError";
import { emptyFormValues, toFormValues, toRawInput, VALIDATION_DEBOUNCE_MS, type FormValues } from "./attendeeForm";
import { AttendeeFormFields } from "./AttendeeFormFields";
import { serverError } from "./convexErrors";
import { PlacementFields } from "./PlacementFields";
import { updatedText } from "./updateNotice";
import { useDebouncedValue } from "../../lib/useDebouncedValue";

const TEXTS = {
  add: { title: "Add Attendee", submit: "Add Attendee", failed: "Failed to add attendee. Please try again.", done: "Attendee added." },
  edit: { title: "Edit Attendee", submit: "Save Changes", failed: "Failed to update attendee. Please try again.", done: "Attendee updated." },
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
  const fieldErrors = validation.ok ? {} : validation.fieldErrors;
  const shownErrors = Object.fromEntries(
    Object.entries(fieldErrors).filter(([name]) => submitted || touched.has(name)),
  ) as Partial<Record<AttendeeInputField, string>>;
  const errorList = submitted ? [...(validation.ok ? [] : validation.errors), ...serverErrors] : [];

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
      notify({ title: "Duplicate Email", description: `An attendee with email ${parsed.value.email} already exists.`, variant: "error" });
      return;
    }
    const placement = {
      room_id: values.room_id === "" ? null : (values.room_id as Id<"rooms">),
      table_id: values.table_id === "" ? null : (values.table_id as Id<"diningTables">),
    };
    setSaving(true);
    try {
      const input = toRawInput(values) as Record<AttendeeInputField, string | boolean>;
      let done: string = texts.done;
      if (attendee === null) await create({ input, ...placement });
      else done = updatedText(await update({ id: attendee._id, input, ...placement }), attendee);
      notify({ title: "Success", description: done, variant: "success" });
      onClose();
    } catch (error) {
      const { code, message, errors } = serverError(error);
      if (code === "DUPLICATE_EMAIL") {
        notify({ title: "Duplicate Email", description: message ?? undefined, variant: "error" });
      } else if (code === "INVALID") {
        setServerErrors(errors);
        notify({ title: failureTitle("Failed to save attendee. Please try again.", error), description: message ?? undefined, variant: "error" });
      } else {
        notify({ title: failureTitle(texts.failed, error), description: message ?? undefined, variant: "error" });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog open onClose={saving ? undefined : requestClose} maxWidth="md" fullWidth aria-labelledby="attendee-dialog-title">
        <DialogTitle id="attendee-dialog-title">{texts.title}</DialogTitle>
        <DialogContent dividers>
          {errorList.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              <AlertTitle>Please fix the following errors</AlertTitle>
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
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={saving}>
            {saving ? "Saving..." : texts.submit}
          </Button>
        </DialogActions>
      </Dialog>
      {confirmation}
    </>
  );
}
