import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import type { AttendeeType } from "../../../convex/shared/validators";
import { CsvPreview } from "./CsvPreview";
import { useCsvUpload } from "./useCsvUpload";
import { RecentImports } from "./RecentImports";
import { ExportEverything } from "./ExportEverything";

export const UPLOAD_TITLES: Record<AttendeeType, string> = {
  attendee: "Upload Retreatants CSV",
  server: "Upload Servers CSV",
};

function ConfirmText({ attendeeType }: { attendeeType: AttendeeType }) {
  return (
    <Stack spacing={1.5}>
      <DialogContentText>
        Choose a spreadsheet: CSV, tab-separated text or an Excel workbook (.xlsx), from the registration form, a
        Google Forms sheet, the Emaús app or Planning Center. It needs a header row; English and Spanish column names are
        recognised, and the preview lets you send any column to another field.
      </DialogContentText>
      <DialogContentText>
        Rows are matched by email: an attendee already on file is updated (empty cells keep what is there), anyone else
        is added as a {attendeeType === "server" ? "server" : "retreatant"}. You will see a preview before anything is
        saved.
      </DialogContentText>
      {attendeeType === "server" && (
        <DialogContentText>
          Each new server also gets a sign-in account with the server role; he sets his password with “Forgot your
          password?”. When his email already has an account, the preview asks before that account gets the server role.
        </DialogContentText>
      )}
    </Stack>
  );
}

/** The CSV upload for one attendee type: confirm, pick a file, preview, save with progress. */
export function CsvUploadDialog({ attendeeType, onClose }: { attendeeType: AttendeeType; onClose: () => void }) {
  const { stage, pickFile, commit, remap, chooseSheet, setClearBlanks } = useCsvUpload(attendeeType, onClose);
  const input = useRef<HTMLInputElement>(null);
  // Rows whose existing sign-in account staff confirmed; a new file starts with none.
  const [linkRows, setLinkRows] = useState<ReadonlySet<number>>(new Set());
  const setLink = (row: number, link: boolean) =>
    setLinkRows((current) => {
      const next = new Set(current);
      if (link) next.add(row);
      else next.delete(row);
      return next;
    });
  const saving = stage.kind === "saving";
  const rowsToSave = stage.kind === "preview" || saving ? stage.parsed.rows.length : 0;
  const changes = stage.kind === "preview" || saving ? stage.preview.create.length + stage.preview.update.length : 0;
  const canSave =
    stage.kind === "preview" && !stage.updating && (changes > 0 || (attendeeType === "server" && rowsToSave > 0));

  const chooseFile = () => {
    if (input.current) input.current.value = "";
    input.current?.click();
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth={stage.kind === "confirm" ? "sm" : "md"} fullWidth>
      <DialogTitle>{UPLOAD_TITLES[attendeeType]}</DialogTitle>
      <DialogContent>
        <input
          ref={input}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          aria-label="CSV file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) {
              setLinkRows(new Set());
              void pickFile(file);
            }
          }}
        />
        {stage.kind === "confirm" && (
          <Stack spacing={2}>
            <ConfirmText attendeeType={attendeeType} />
            <RecentImports />
            <ExportEverything />
          </Stack>
        )}
        {stage.kind === "reading" && (
          <Stack direction="row" spacing={2} sx={{ alignItems: "center", py: 2 }}>
            <CircularProgress size={24} />
            <Typography>Reading {stage.fileName}…</Typography>
          </Stack>
        )}
        {(stage.kind === "preview" || saving) && (
          <CsvPreview
            fileName={stage.fileName}
            parsed={stage.parsed}
            preview={stage.preview}
            linkRows={linkRows}
            onLinkChange={setLink}
            saving={saving}
            onColumnChange={(position, target) => void remap(position, target)}
            clearBlanks={stage.clearBlanks}
            onClearBlanksChange={(clear) => void setClearBlanks(clear)}
            onSheetChange={(name) => void chooseSheet(name)}
          />
        )}
        {stage.kind === "preview" && stage.updating && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress aria-label="Updating the preview" />
          </Box>
        )}
        {saving && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress variant="determinate" value={stage.progress} aria-label="Import progress" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Saving… {stage.progress}%
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        {stage.kind === "confirm" && (
          <Button variant="contained" onClick={chooseFile}>
            Choose File
          </Button>
        )}
        {(stage.kind === "preview" || saving) && (
          <>
            <Button onClick={chooseFile} disabled={saving}>
              Choose Another File
            </Button>
            <Button variant="contained" onClick={() => void commit(linkRows)} disabled={!canSave}>
              {saving ? "Importing…" : `Import ${rowsToSave} Row${rowsToSave === 1 ? "" : "s"}`}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
