import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { useT } from "../../i18n/useT";
import { CARRY_FLAGS, type CarryFlag, type StartNextForm } from "./startNextForm";
import type { Carry } from "./types";

const SERVER_CHOICES = ["none", "all", "recent"] as const satisfies readonly Carry["servers"][];

const FLAG_LABELS = {
  retreatantsAsServers: "start.retreatantsAsServers",
  rooms: "start.rooms",
  tables: "start.tables",
  settings: "start.settings",
  inventory: "start.inventory",
  palanquitas: "start.palanquitas",
  prayers: "start.prayers",
} as const satisfies Record<CarryFlag, string>;

/** What the new weekend takes over from the one it starts from: which servers, and each kind of record by a checkbox. */
export function CarryOverFields({
  sourceName,
  form,
  recentError,
  onChange,
}: {
  sourceName: string;
  form: StartNextForm;
  recentError: string | undefined;
  onChange: (change: Partial<StartNextForm>) => void;
}) {
  const t = useT(retreatsNs);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t("start.carry", { name: sourceName })}</FormLabel>
      <FormControl component="fieldset" sx={{ mt: 1 }}>
        <FormLabel component="legend" id="carry-servers">
          {t("start.servers")}
        </FormLabel>
        <RadioGroup aria-labelledby="carry-servers" value={form.servers} onChange={(event) => onChange({ servers: event.target.value as Carry["servers"] })}>
          {SERVER_CHOICES.map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio size="small" />} label={t(`start.servers.${choice}`)} />
          ))}
        </RadioGroup>
        {form.servers === "recent" && (
          <Stack direction="row" sx={{ pl: 4, mt: 0.5 }}>
            <TextField
              size="small"
              type="number"
              label={t("start.recentWeekends")}
              value={form.recentWeekends}
              onChange={(event) => onChange({ recentWeekends: event.target.value })}
              error={recentError !== undefined}
              helperText={recentError}
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: "numeric" } }}
              sx={{ width: 200 }}
            />
          </Stack>
        )}
      </FormControl>
      <FormGroup sx={{ mt: 1 }}>
        {CARRY_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={<Checkbox size="small" checked={form[flag]} onChange={(event) => onChange({ [flag]: event.target.checked })} />}
            label={t(FLAG_LABELS[flag])}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
