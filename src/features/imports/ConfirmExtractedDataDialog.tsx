import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { FIELD_LABELS } from "../../../convex/model/attendeeRules";
import type { ExtractionResult } from "../../../convex/model/emailExtraction";
import { fieldKind, IMPORT_FIELDS, type ImportField } from "../../../convex/model/importRow";
import type { AttendeeType } from "../../../convex/model/validators";
import { TYPE_LABELS } from "./useEmailImport";

function shown(field: ImportField, value: string | number | boolean): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (fieldKind(field) === "money" && typeof value === "number") {
    return value.toLocaleString("en-US", { style: "currency", currency: "USD" });
  }
  return String(value);
}

export function extractorLabel(extraction: Pick<ExtractionResult, "extractor" | "model">): string {
  return extraction.extractor === "openai"
    ? `Extracted by OpenAI (${extraction.model ?? "default model"}).`
    : "Extracted by the built-in reader (OpenAI is not configured).";
}

type Props = {
  extraction: ExtractionResult;
  attendeeType: AttendeeType;
  busy: boolean;
  onBack: () => void;
  onImport: () => void;
  onClose: () => void;
};

/** The read-only review of what was extracted, before it is imported. */
export function ConfirmExtractedDataDialog({ extraction, attendeeType, busy, onBack, onImport, onClose }: Props) {
  const fields = IMPORT_FIELDS.filter((field) => extraction.data[field] !== undefined);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Confirm Extracted Data</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {extractorLabel(extraction)} Check every value; to change one, import and then edit the attendee.
        </Typography>
        {extraction.leftOut.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            Left out because they are not valid: {extraction.leftOut.join("; ")}
          </Alert>
        )}
        <Table size="small" aria-label="Extracted data">
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                Type
              </TableCell>
              <TableCell>{TYPE_LABELS[attendeeType]}</TableCell>
            </TableRow>
            {fields.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {FIELD_LABELS[field]}
                </TableCell>
                <TableCell sx={{ whiteSpace: "pre-line" }}>{shown(field, extraction.data[field] as string | number | boolean)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="contained" onClick={onImport} disabled={busy}>
          {busy ? "Importing…" : "Import Attendee"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
