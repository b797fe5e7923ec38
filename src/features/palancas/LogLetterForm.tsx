import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "convex/react";
import { useRef, useState, type FormEvent } from "react";
import { api } from "../../../convex/_generated/api";
import { useGuardedCall } from "../../components/notifications/useGuardedCall";
import { useNotify } from "../../components/notifications/useNotify";
import { isoDate } from "../../lib/format";
import { searchMen } from "../../../convex/shared/manSearch";
import { lettersLabel, manName, type PalancaMan } from "./palancaSummary";
import { palancasNs } from "../../i18n/namespaces/palancas";
import { useT } from "../../i18n/useT";

const EMPTY_LETTER = { from_name: "", relationship: "", notes: "" };

/**
 * Logs a letter in a few keystrokes: type part of his name and Enter picks the best match, type
 * who it is from and Enter saves. The received date stays for the next letter, and the cursor
 * goes back to the man's field.
 */
export function LogLetterForm({ men, onLogged }: { men: readonly PalancaMan[]; onLogged: (man: PalancaMan) => void }) {
  const log = useMutation(api.palancas.log);
  const guarded = useGuardedCall();
  const t = useT(palancasNs);
  const notify = useNotify();
  const [man, setMan] = useState<PalancaMan | null>(null);
  const [input, setInput] = useState("");
  const [letter, setLetter] = useState(EMPTY_LETTER);
  const [receivedDate, setReceivedDate] = useState(isoDate());
  const [saving, setSaving] = useState(false);
  const manField = useRef<HTMLInputElement>(null);
  const fromField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (man === null) {
      notify({ title: t("log.pickTitle"), description: t("log.pickText"), variant: "warning" });
      manField.current?.focus();
      return;
    }
    setSaving(true);
    const id = await guarded(
      () => log({ attendeeId: man._id, ...letter, received_date: receivedDate }),
      t("log.failed"),
    );
    setSaving(false);
    if (id === undefined) return;
    notify({ title: t("log.logged"), description: t("log.loggedText", { name: manName(man), letters: lettersLabel(man.count + 1, t) }), variant: "success" });
    onLogged(man);
    setLetter(EMPTY_LETTER);
    setMan(null);
    setInput("");
    manField.current?.focus();
  };

  const field = (name: keyof typeof EMPTY_LETTER) => ({
    value: letter[name],
    onChange: (e: { target: { value: string } }) => setLetter((current) => ({ ...current, [name]: e.target.value })),
  });

  const fromProps = field("from_name");
  const relationshipField = field("relationship");
  const notesField = field("notes");

  return (
    <Card variant="outlined" component="section" aria-labelledby="log-letter-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="log-letter-title" variant="h6" component="h2" gutterBottom>
          {t("log.title")}
        </Typography>
        <Stack component="form" onSubmit={submit} direction={{ xs: "column", lg: "row" }} spacing={1.5} sx={{ alignItems: { lg: "center" } }}>
          <Autocomplete
            sx={{ minWidth: 260, flex: 2 }}
            size="small"
            options={men as PalancaMan[]}
            value={man}
            inputValue={input}
            onInputChange={(_e, value) => setInput(value)}
            onChange={(_e, next) => {
              setMan(next);
              if (next !== null) setTimeout(() => fromField.current?.focus(), 0);
            }}
            filterOptions={(options, state) => searchMen(options, state.inputValue, 20)}
            getOptionLabel={manName}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                {manName(option)} ({option.count})
              </li>
            )}
            autoHighlight
            renderInput={(params) => <TextField {...params} inputRef={manField} label={t("log.retreatant")} placeholder={t("log.placeholder")} autoFocus />}
          />
          <TextField size="small" label={t("log.from")} inputRef={fromField} sx={{ flex: 2 }} {...fromProps} />
          <TextField size="small" label={t("log.relationship")} sx={{ flex: 1 }} {...relationshipField} />
          <TextField
            size="small"
            label={t("log.received")}
            type="date"
            value={receivedDate}
            onChange={(e) => setReceivedDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField size="small" label={t("log.notes")} sx={{ flex: 2 }} {...notesField} />
          <Button type="submit" variant="contained" disabled={saving}>
            {t("log.submit")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
