import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import type { SettingKey } from "../../../convex/shared/settings";
import { SETTING_LABELS } from "../../../convex/shared/settingsRules";
import { LANGUAGES } from "../../../convex/shared/languages";
import { LANGUAGE_NAMES } from "../../i18n/language";
import { SettingField, SettingsSection, type SectionProps } from "./SettingField";

function Fields({ names, kind, ...props }: SectionProps & { names: SettingKey[]; kind?: "text" | "count" | "money" | "time" }) {
  return (
    <Grid container spacing={2}>
      {names.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 12 / Math.min(names.length, 3) }}>
          <SettingField {...props} name={name} kind={kind} />
        </Grid>
      ))}
    </Grid>
  );
}

export function BasicInformationSection(props: SectionProps) {
  return (
    <SettingsSection title="Basic Information" description="The retreat name and parish show in every header.">
      <Fields {...props} names={["retreat_name", "parish_name", "priest_name"]} />
      <Grid container spacing={2} sx={{ mt: 0 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            id="setting-default_language"
            label={SETTING_LABELS.default_language}
            value={props.values.default_language}
            onChange={(event) => props.onChange("default_language", event.target.value)}
            error={props.errors.default_language !== undefined}
            helperText={props.errors.default_language ?? "For anyone who has not chosen a language and whose browser speaks neither."}
            fullWidth
            size="small"
          >
            {LANGUAGES.map((code) => (
              <MenuItem key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
    </SettingsSection>
  );
}

export function AdorationScheduleSection(props: SectionProps) {
  return (
    <SettingsSection
      title="Adoration Schedule"
      description="Hourly adoration runs from the start time on the first retreat day to the end time on the last."
    >
      <Fields {...props} names={["adoration_start_time", "adoration_end_time"]} kind="time" />
    </SettingsSection>
  );
}

export function RetreatHouseSection(props: SectionProps) {
  return (
    <SettingsSection title="Retreat House Information">
      <Fields {...props} names={["retreat_house", "retreat_house_address", "retreat_house_phone"]} />
    </SettingsSection>
  );
}

export function ParticipantEstimatesSection(props: SectionProps) {
  return (
    <SettingsSection title="Participant Estimates" description="The registration badge compares retreatants with this estimate.">
      <Fields {...props} names={["estimated_retreatants", "estimated_servers"]} kind="count" />
    </SettingsSection>
  );
}

export function HouseCostSection(props: SectionProps) {
  const { values, errors, onChange } = props;
  return (
    <SettingsSection title="House Cost Configuration" description="What the retreat house charges, used by Finance.">
      <Fields {...props} names={["house_cost_per_person_sleeping", "house_cost_per_person_meals_only", "house_cost_per_meal"]} kind="money" />
      <Grid container spacing={2} sx={{ mt: 0 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            id="setting-house_cost_calculation_method"
            label={SETTING_LABELS.house_cost_calculation_method}
            value={values.house_cost_calculation_method}
            onChange={(event) => onChange("house_cost_calculation_method", event.target.value)}
            error={errors.house_cost_calculation_method !== undefined}
            helperText={errors.house_cost_calculation_method}
            fullWidth
            size="small"
          >
            <MenuItem value="per_retreat">Per retreat (per person)</MenuItem>
            <MenuItem value="per_meal">Per meal</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={
              <Switch
                checked={values.house_cost_enabled === "true"}
                onChange={(event) => onChange("house_cost_enabled", event.target.checked ? "true" : "false")}
              />
            }
            label={SETTING_LABELS.house_cost_enabled}
          />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
