import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { MoneyField } from "../../components/inputs/MoneyField";
import type { SettingKey, Settings } from "../../../convex/shared/settings";
import { settingsNs } from "../../i18n/namespaces/settings";
import { useT } from "../../i18n/useT";

export type SettingErrors = Partial<Record<SettingKey, string>>;

/** What every section gets: the form's values, their errors, and how to change one. */
export type SectionProps = {
  values: Settings;
  errors: SettingErrors;
  onChange: (key: SettingKey, value: string) => void;
};

/** A titled block of the Settings screen. */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

type FieldKind = "text" | "date" | "time" | "count" | "money";

const INPUT_PROPS: Record<FieldKind, { type: string; htmlInput?: Record<string, number> }> = {
  text: { type: "text", htmlInput: { maxLength: 255 } },
  date: { type: "date" },
  time: { type: "time" },
  count: { type: "number", htmlInput: { min: 0, step: 1 } },
  money: { type: "text" },
};

/** One setting as a text, date, time or number field, labelled as the server names it in errors. */
export function SettingField({
  name,
  kind = "text",
  helperText,
  values,
  errors,
  onChange,
}: SectionProps & { name: SettingKey; kind?: FieldKind; helperText?: string }) {
  const t = useT(settingsNs);
  const { type, htmlInput } = INPUT_PROPS[kind];
  const error = errors[name];
  if (kind === "money") {
    return (
      <MoneyField
        id={`setting-${name}`}
        label={t(`label.${name}`)}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
        error={error !== undefined}
        helperText={error ?? helperText}
        fullWidth
        size="small"
      />
    );
  }
  return (
    <TextField
      id={`setting-${name}`}
      label={t(`label.${name}`)}
      type={type}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      size="small"
      slotProps={{ htmlInput, inputLabel: kind === "date" || kind === "time" ? { shrink: true } : undefined }}
    />
  );
}
