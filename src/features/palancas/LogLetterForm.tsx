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

const EMPTY_LETTER = { from_name: "", relationship: "", notes: "" };

/**
 * Logs a letter in a few keystrokes: type part of his name and Enter picks the best match, type
 * who it is from and Enter saves. The received date stays for the next letter, and the cursor
 * goes back to the man's field.
 */
export function LogLetterForm({ men, onLogged }: { men: readonly PalancaMan[]; onLogged: (man: PalancaMan) => void }) {
  const log = useMutation(api.palancas.log);
  const guarded = useGuardedCall();
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
      notify({ title: "Pick a retreatant", description: "Type part of his name and pick him from the list.", variant: "warning" });
      manField.current?.focus();
      return;
    }
    setSaving(true);
    const id = await guarded(
      () => log({ attendeeId: man._id, ...letter, received_date: receivedDate }),
      "Failed to log the letter.",
    );
    setSaving(false);
    if (id === undefined) return;
    notify({ title: "Letter logged", description: `${manName(man)} now has ${lettersLabel(man.count + 1)}.`, variant: "success" });
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

  return (
    <Card variant="outlined" component="section" aria-labelledby="log-letter-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="log-letter-title" variant="h6" component="h2" gutterBottom>
          Log a Letter
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
            renderInput={(params) => <TextField {...params} inputRef={manField} label="Retreatant" placeholder="Type part of his name" autoFocus />}
          />
          <TextField size="small" label="From" inputRef={fromField} sx={{ flex: 2 }} {...field("from_name")} />
          <TextField size="small" label="Relationship" sx={{ flex: 1 }} {...field("relationship")} />
          <TextField
            size="small"
            label="Received"
            type="date"
            value={receivedDate}
            onChange={(e) => setReceivedDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField size="small" label="Notes" sx={{ flex: 2 }} {...field("notes")} />
          <Button type="submit" variant="contained" disabled={saving}>
            Log Letter
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
