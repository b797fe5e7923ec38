import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { FunctionArgs } from "convex/server";
import { formatPhone } from "../../lib/format";
import { searchMen } from "../../../convex/shared/manSearch";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

/** Who takes an hour: a man on the list or a guest by name and phone. */
type Adorer = FunctionArgs<typeof api.adoration.assign>["adorer"];

type Person = FunctionReturnType<typeof api.adoration.people>[number];

function adorerOf(person: Person): Adorer {
  return person.kind === "account" ? { kind: "account", userId: person.userId } : { kind: "attendee", attendeeId: person.attendeeId };
}

function searchable(person: Person) {
  const [first, ...rest] = person.name.split(" ");
  return { ...person, first_name: first ?? "", last_name: rest.join(" "), phone_number: person.phone };
}

/** Puts someone in an hour: an account or a server from the list, or anyone by name and phone. */
export function AssignDialog({ when, onClose, onAssign }: { when: string; onClose: () => void; onAssign: (adorer: Adorer) => Promise<boolean> }) {
  const t = useT(adorationNs);
  const people = useQuery(api.adoration.people, {});
  const [tab, setTab] = useState<"list" | "other">("list");
  const [chosen, setChosen] = useState<Person | null>(null);
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);

  const adorer: Adorer | null = tab === "list" ? (chosen ? adorerOf(chosen) : null) : name.trim() && phone.trim() ? { kind: "guest", name, phone } : null;
  const submit = async () => {
    if (adorer === null) return;
    setBusy(true);
    const done = await onAssign(adorer);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t("assign.title", { when })}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value: "list" | "other") => setTab(value)} sx={{ mb: 2 }}>
          <Tab value="list" label={t("assign.tabList")} />
          <Tab value="other" label={t("assign.tabOther")} />
        </Tabs>
        {tab === "list" ? (
          <Autocomplete
            options={people ?? []}
            loading={people === undefined}
            value={chosen}
            onChange={(_, value) => setChosen(value)}
            getOptionLabel={(person) => person.name}
            isOptionEqualToValue={(a, b) => adorerKey(a) === adorerKey(b)}
            filterOptions={(options, state) => searchMen(options.map(searchable), state.inputValue, 50)}
            renderOption={(props, person) => (
              <li {...props} key={adorerKey(person)}>
                {person.name}
                {person.phone ? ` · ${formatPhone(person.phone)}` : ""}
                {person.kind === "attendee" ? ` · ${t("assign.noAccount")}` : ""}
              </li>
            )}
            renderInput={(params) => <TextField {...params} autoFocus label={t("assign.search")} />}
          />
        ) : (
          <Stack spacing={2}>
            <TextField autoFocus label={t("assign.name")} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
            <TextField label={t("assign.phone")} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("assign.cancel")}</Button>
        <Button variant="contained" disabled={adorer === null || busy} onClick={() => void submit()}>
          {t("assign.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function adorerKey(person: Person): string {
  return person.kind === "account" ? `u:${person.userId}` : `a:${person.attendeeId}`;
}
