import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import type { SettingKey } from "../../../convex/shared/settings";
import { LANGUAGES } from "../../../convex/shared/languages";
import { LANGUAGE_NAMES } from "../../i18n/language";
import { settingsNs } from "../../i18n/namespaces/settings";
import { useT } from "../../i18n/useT";
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
  const t = useT(settingsNs);
  return (
    <SettingsSection title={t("basic.title")} description={t("basic.description")}>
      <Fields {...props} names={["retreat_name", "parish_name", "priest_name"]} />
      <Grid container spacing={2} sx={{ mt: 0 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            id="setting-default_language"
            label={t("label.default_language")}
            value={props.values.default_language}
            onChange={(event) => props.onChange("default_language", event.target.value)}
            error={props.errors.default_language !== undefined}
            helperText={props.errors.default_language ?? t("basic.languageHelp")}
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
  const t = useT(settingsNs);
  return (
    <SettingsSection title={t("adoration.title")} description={t("adoration.description")}>
      <Fields {...props} names={["adoration_start_time", "adoration_end_time"]} kind="time" />
    </SettingsSection>
  );
}

export function RetreatHouseSection(props: SectionProps) {
  const t = useT(settingsNs);
  return (
    <SettingsSection title={t("house.title")}>
      <Fields {...props} names={["retreat_house", "retreat_house_address", "retreat_house_phone"]} />
    </SettingsSection>
  );
}

export function ParticipantEstimatesSection(props: SectionProps) {
  const t = useT(settingsNs);
  return (
    <SettingsSection title={t("estimates.title")} description={t("estimates.description")}>
      <Fields {...props} names={["estimated_retreatants", "estimated_servers"]} kind="count" />
    </SettingsSection>
  );
}

export function HouseCostSection(props: SectionProps) {
  const { values, errors, onChange } = props;
  const t = useT(settingsNs);
  return (
    <SettingsSection title={t("cost.title")} description={t("cost.description")}>
      <Fields {...props} names={["house_cost_per_person_sleeping", "house_cost_per_person_meals_only", "house_cost_per_meal"]} kind="money" />
      <Grid container spacing={2} sx={{ mt: 0 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            id="setting-house_cost_calculation_method"
            label={t("label.house_cost_calculation_method")}
            value={values.house_cost_calculation_method}
            onChange={(event) => onChange("house_cost_calculation_method", event.target.value)}
            error={errors.house_cost_calculation_method !== undefined}
            helperText={errors.house_cost_calculation_method}
            fullWidth
            size="small"
          >
            <MenuItem value="per_retreat">{t("cost.perRetreat")}</MenuItem>
            <MenuItem value="per_meal">{t("cost.perMeal")}</MenuItem>
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
            label={t("label.house_cost_enabled")}
          />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
