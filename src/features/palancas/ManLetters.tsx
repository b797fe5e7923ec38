import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "convex/react";
import { useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useGuardedCall } from "../../components/notifications/useGuardedCall";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { formatLongDateIn } from "../../i18n/format";
import { PacketSheets } from "./PacketSheets";
import { lettersLabel, manName, type Letter } from "./palancaSummary";
import { palancasNs } from "../../i18n/namespaces/palancas";
import { useT } from "../../i18n/useT";

function EditLetterDialog({ letter, onClose }: { letter: Letter; onClose: () => void }) {
  const update = useMutation(api.palancas.update);
  const guarded = useGuardedCall();
  const t = useT(palancasNs);
  const [values, setValues] = useState({
    from_name: letter.from_name,
    relationship: letter.relationship ?? "",
    received_date: letter.received_date,
    notes: letter.notes ?? "",
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const save = async () => {
    const done = await guarded(() => update({ palancaId: letter._id, ...values }), t("edit.failed"));
    if (done !== undefined) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t("edit.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField autoFocus label={t("edit.from")} value={values.from_name} onChange={set("from_name")} required />
          <TextField label={t("edit.relationship")} value={values.relationship} onChange={set("relationship")} />
          <TextField label={t("edit.received")} type="date" value={values.received_date} onChange={set("received_date")} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={t("edit.notes")} value={values.notes} onChange={set("notes")} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("edit.cancel")}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {t("edit.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One retreatant's letters, live: edit, delete, and print his packet with its cover sheet. */
export function ManLetters({ attendeeId }: { attendeeId: Id<"attendees"> }) {
  const data = useQuery(api.palancas.lettersFor, { attendeeId });
  const remove = useMutation(api.palancas.remove);
  const guarded = useGuardedCall();
  const t = useT(palancasNs);
  const [editing, setEditing] = useState<Letter | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const name = data ? manName(data.man) : "";
  const print = usePrintSheet(sheet, t("man.printTitle", { name }));
  if (data === undefined) return null;
  const packet = { man: { ...data.man, count: data.letters.length }, letters: data.letters };
  return (
    <Card variant="outlined" component="section" aria-labelledby="man-letters-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
          <Typography id="man-letters-title" variant="h6" component="h2">
            {t("man.heading", { name, letters: lettersLabel(data.letters.length, t) })}
          </Typography>
          <Button size="small" startIcon={<Print />} onClick={print} disabled={data.letters.length === 0}>
            {t("man.print")}
          </Button>
        </Stack>
        {data.letters.length === 0 ? (
          <Typography color="text.secondary">{t("man.empty")}</Typography>
        ) : (
          <List dense disablePadding>
            {data.letters.map((letter) => (
              <ListItem
                key={letter._id}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton aria-label={t("man.editAria", { name: letter.from_name })} onClick={() => setEditing(letter)}>
                      <Edit fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t("man.deleteAria", { name: letter.from_name })}
                      onClick={() => void guarded(() => remove({ palancaId: letter._id }), t("man.deleteFailed"))}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={letter.relationship ? `${letter.from_name} (${letter.relationship})` : letter.from_name}
                  secondary={[t("man.received", { date: formatLongDateIn(t.language, letter.received_date) }), letter.notes].filter(Boolean).join(" · ")}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {editing && <EditLetterDialog letter={editing} onClose={() => setEditing(null)} />}
      <Box sx={{ display: "none" }}>
        <PacketSheets ref={sheet} title={t("man.sheetTitle", { name })} packets={[packet]} />
      </Box>
    </Card>
  );
}
