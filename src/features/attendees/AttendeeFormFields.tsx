import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { AttendeeInputField } from "../../../convex/shared/attendeeRules";
import { MoneyField } from "../../components/inputs/MoneyField";
import { maskPhone } from "../../lib/format";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { fieldLabel, sectionTitle } from "./labels";
import { FORM_SECTIONS, type FormField, type FormSection, type FormValues } from "./attendeeForm";

type FieldProps = {
  field: FormField;
  value: string | boolean;
  error: string | undefined;
  onChange: (name: AttendeeInputField, value: string | boolean) => void;
  autoFocus?: boolean;
};

function FieldInput({ field, value, error, onChange, autoFocus }: FieldProps) {
  const t = useT(attendeesNs);
  const { name, kind } = field;
  const label = fieldLabel(t, field);
  if (kind === "flag") {
    return (
      <FormControlLabel
        control={<Checkbox autoFocus={autoFocus} checked={value === true} onChange={(e) => onChange(name, e.target.checked)} />}
        label={label}
      />
    );
  }
  const text = typeof value === "string" ? value : "";
  const common = {
    id: `attendee-${name}`,
    label,
    value: text,
    error: error !== undefined,
    helperText: error,
    fullWidth: true,
    autoFocus,
    size: "small" as const,
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  };
  if (kind === "type") {
    return (
      <TextField {...common} select>
        <MenuItem value="attendee">{t("label.retreatant")}</MenuItem>
        <MenuItem value="server">{t("label.server")}</MenuItem>
      </TextField>
    );
  }
  if (kind === "phone") {
    return (
      <TextField
        {...common}
        type="tel"
        inputMode="tel"
        // Digits only, at most 10, shown as (555) 123-4567 while typing (SPEC.md §5).
        onChange={(e) => onChange(name, maskPhone(e.target.value))}
      />
    );
  }
  if (kind === "money") {
    return <MoneyField {...common} />;
  }
  if (kind === "date") {
    return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
  }
  return (
    <TextField
      {...common}
      type={kind === "email" ? "email" : "text"}
      required={kind === "name" || name === "email"}
      multiline={kind === "multiline"}
      minRows={kind === "multiline" ? 2 : undefined}
    />
  );
}

type FieldErrors = Partial<Record<AttendeeInputField, string>>;
type OnChange = (name: AttendeeInputField, value: string | boolean) => void;

/**
 * The inputs of one section, two per row; `extra` grid items are appended (room and table pickers).
 * `autoFocusFirst` puts the focus on the section's first input when it appears (a dialog's first field).
 */
export function SectionFields({
  section,
  values,
  errors,
  onChange,
  extra,
  autoFocusFirst = false,
}: {
  section: FormSection;
  values: FormValues;
  errors: FieldErrors;
  onChange: OnChange;
  extra?: ReactNode;
  autoFocusFirst?: boolean;
}) {
  return (
    <Grid container spacing={2}>
      {section.fields.map((field, index) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.kind === "multiline" ? 12 : 6 }}>
          <FieldInput
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={onChange}
            autoFocus={autoFocusFirst && index === 0}
          />
        </Grid>
      ))}
      {extra}
    </Grid>
  );
}

/**
 * Every attendee field, in sections, the first one focused when the form appears; `placement`
 * (room and table pickers) joins the status section.
 */
export function AttendeeFormFields({
  values,
  errors,
  onChange,
  placement,
}: {
  values: FormValues;
  errors: FieldErrors;
  onChange: OnChange;
  placement: ReactNode;
}) {
  const t = useT(attendeesNs);
  return (
    <>
      {FORM_SECTIONS.map((section, index) => (
        <section key={section.id} aria-label={sectionTitle(t, section)}>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
            {sectionTitle(t, section)}
          </Typography>
          <SectionFields
            section={section}
            values={values}
            errors={errors}
            onChange={onChange}
            extra={section.id === "status" ? placement : undefined}
            autoFocusFirst={index === 0}
          />
        </section>
      ))}
    </>
  );
}
