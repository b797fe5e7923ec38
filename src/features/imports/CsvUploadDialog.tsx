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
import { englishText } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import { useImportTexts } from "./useImportTexts";

/** The upload buttons' and dialogs' titles in English (the spec's words). */
export const UPLOAD_TITLES: Record<AttendeeType, string> = {
  attendee: englishText(importsNs, "open.attendee"),
  server: englishText(importsNs, "open.server"),
};

function ConfirmText({ attendeeType }: { attendeeType: AttendeeType }) {
  const { t } = useImportTexts();
  return (
    <Stack spacing={1.5}>
      <DialogContentText>{t("upload.choose")}</DialogContentText>
      <DialogContentText>{t("upload.match", { type: attendeeType })}</DialogContentText>
      {attendeeType === "server" && <DialogContentText>{t("upload.servers")}</DialogContentText>}
    </Stack>
  );
}

/** The CSV upload for one attendee type: confirm, pick a file, preview, save with progress. */
export function CsvUploadDialog({ attendeeType, onClose }: { attendeeType: AttendeeType; onClose: () => void }) {
  const { t } = useImportTexts();
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
      <DialogTitle>{t(`open.${attendeeType}`)}</DialogTitle>
      <DialogContent>
        <input
          ref={input}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          aria-label={t("upload.fileLabel")}
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
            <Typography>{t("upload.reading", { fileName: stage.fileName })}</Typography>
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
            <LinearProgress aria-label={t("upload.updating")} />
          </Box>
        )}
        {saving && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress variant="determinate" value={stage.progress} aria-label={t("upload.progress")} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t("upload.saving", { percent: String(stage.progress) })}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t("upload.cancel")}
        </Button>
        {stage.kind === "confirm" && (
          <Button variant="contained" onClick={chooseFile}>
            {t("upload.chooseFile")}
          </Button>
        )}
        {(stage.kind === "preview" || saving) && (
          <>
            <Button onClick={chooseFile} disabled={saving}>
              {t("upload.chooseAnother")}
            </Button>
            <Button variant="contained" onClick={() => void commit(linkRows)} disabled={!canSave}>
              {saving ? t("upload.importing") : t("upload.importRows", { count: rowsToSave, n: String(rowsToSave) })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
