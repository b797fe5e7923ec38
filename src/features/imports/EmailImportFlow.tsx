import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { MAX_EMAIL_TEXT } from "../../../convex/shared/extractionMessages";
import type { AttendeeType } from "../../../convex/shared/validators";
import { ConfirmExtractedDataDialog } from "./ConfirmExtractedDataDialog";
import { useEmailImport } from "./useEmailImport";
import { useImportTexts } from "./useImportTexts";

const ATTENDEE_TYPES = ["attendee", "server"] as const;

/** Import from Email: paste the registration email, extract, review, import. */
export function EmailImportFlow({ onClose }: { onClose: () => void }) {
  const { t } = useImportTexts();
  const { stage, busy, extract, confirm, back } = useEmailImport(onClose);
  const [emailText, setEmailText] = useState("");
  const [attendeeType, setAttendeeType] = useState<AttendeeType>("attendee");

  if (stage.kind === "confirm") {
    return (
      <ConfirmExtractedDataDialog
        extraction={stage.extraction}
        attendeeType={attendeeType}
        busy={busy}
        onBack={back}
        onImport={(values) => void confirm(values, attendeeType)}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t("email.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t("email.intro")}
        </DialogContentText>
        <TextField
          label={t("email.text")}
          value={emailText}
          onChange={(event) => setEmailText(event.target.value)}
          multiline
          minRows={10}
          maxRows={20}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: MAX_EMAIL_TEXT } }}
        />
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id="email-import-type">{t("email.importAs")}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="email-import-type"
            value={attendeeType}
            onChange={(event) => setAttendeeType(event.target.value as AttendeeType)}
          >
            {ATTENDEE_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={t(`email.type.${type}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("email.cancel")}
        </Button>
        <Button variant="contained" onClick={() => void extract(emailText)} disabled={busy}>
          {busy ? t("email.extracting") : t("email.extract")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
