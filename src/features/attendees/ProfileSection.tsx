import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useMutation } from "convex/react";
import { useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Doc } from "../../../convex/_generated/dataModel";
import { parseAttendeeInput, type AttendeeInputField } from "../../../convex/shared/attendeeRules";
import { useNotify } from "../../components/notifications/useNotify";
import { formatPhone } from "../../lib/format";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { formatLongDateIn, formatMoneyIn } from "../../i18n/format";
import { refusalOf, useServerErrorText } from "../../i18n/serverErrors";
import { failedText, fieldLabel, sectionTitle, typeText, validationTexts, yesNoText, type AttendeesT } from "./labels";
import { toFormValues, toRawInput, VALIDATION_DEBOUNCE_MS, type FormField, type FormSection, type FormValues } from "./attendeeForm";
import { SectionFields } from "./AttendeeFormFields";
import { serverError } from "./convexErrors";
import { updatedText } from "./updateNotice";
import { useDebouncedValue } from "../../lib/useDebouncedValue";

function displayValue(t: AttendeesT, field: FormField, attendee: Doc<"attendees">): string {
  const value = (attendee as unknown as Record<string, unknown>)[field.name];
  switch (field.kind) {
    case "flag":
      return yesNoText(t, value === true);
    case "phone":
      return formatPhone(typeof value === "string" ? value : null);
    case "money":
      // + 0 turns a stored -0 into 0 ("$0.00", never "-$0.00").
      return formatMoneyIn(t.language, typeof value === "number" ? value + 0 : null);
    case "type":
      return typeText(t, value === "server" ? "server" : "attendee");
    case "date":
      return typeof value === "string" && value !== "" ? formatLongDateIn(t.language, value) : "-";
    default:
      return typeof value === "string" && value !== "" ? value : "-";
  }
}

/** One section of the profile: its values, and an Edit button that turns them into inputs in place. */
export function ProfileSection({ section, attendee }: { section: FormSection; attendee: Doc<"attendees"> }) {
  const t = useT(attendeesNs);
  const refusalText = useServerErrorText();
  const notify = useNotify();
  const update = useMutation(api.attendees.update);
  const [values, setValues] = useState<FormValues | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [submittedValues, setSubmittedValues] = useState<FormValues | null>(null);
  const debounced = useDebouncedValue(values, VALIDATION_DEBOUNCE_MS);
  // A save validates at once; typing after it waits for the pause again.
  const settled = values !== null && values === submittedValues ? values : debounced;
  const validation = useMemo(() => (settled === null ? null : parseAttendeeInput(toRawInput(settled))), [settled]);
  const errors = validation !== null && !validation.ok ? validationTexts(t, validation) : null;
  const titleId = `profile-${section.title.replace(/\W+/g, "-").toLowerCase()}`;
  const title = sectionTitle(t, section);

  const change = (name: AttendeeInputField, value: string | boolean) =>
    setValues((previous) => (previous === null ? previous : { ...previous, [name]: value }));

  const save = async () => {
    if (values === null) return;
    setSubmitted(true);
    setSubmittedValues(values);
    const parsed = parseAttendeeInput(toRawInput(values));
    // The list of problems shows in place (a toast here would cover the buttons).
    if (!parsed.ok) return;
    setSaving(true);
    try {
      const outcome = await update({ id: attendee._id, input: toRawInput(values) as Record<AttendeeInputField, string | boolean> });
      notify({ title: t("success"), description: updatedText(outcome, attendee, t), variant: "success" });
      setValues(null);
      setSubmitted(false);
    } catch (error) {
      const { code } = serverError(error);
      notify({
        title: code === "DUPLICATE_EMAIL" ? t("form.duplicateTitle") : failedText(t, "form.editFailed", error),
        description: refusalOf(error) === null ? undefined : refusalText(error),
        variant: "error",
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {values === null ? (
            <Button size="small" onClick={() => setValues(toFormValues(attendee))} aria-label={t("form.editSection", { section: title })}>
              {t("edit")}
            </Button>
          ) : (
            <>
              <Button size="small" onClick={() => setValues(null)} disabled={saving}>
                {t("cancel")}
              </Button>
              <Button size="small" variant="contained" onClick={() => void save()} disabled={saving}>
                {saving ? t("saving") : t("save")}
              </Button>
            </>
          )}
        </Box>
        {values === null ? (
          <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "minmax(120px, 40%) 1fr", gap: 0.5, m: 0 }}>
            {section.fields.map((field) => (
              <Box key={field.name} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {fieldLabel(t, field)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
                  {displayValue(t, field, attendee)}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <>
            {submitted && errors !== null && (
              <Alert severity="error" sx={{ mb: 2 }}>
                <AlertTitle>{t("form.fixErrors")}</AlertTitle>
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {errors.lines.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <SectionFields section={section} values={values} errors={errors?.fieldErrors ?? {}} onChange={change} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
