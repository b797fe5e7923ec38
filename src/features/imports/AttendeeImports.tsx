import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import { useState } from "react";
import type { AttendeeType } from "../../../convex/model/validators";
import { CsvUploadDialog, UPLOAD_TITLES } from "./CsvUploadDialog";
import { EmailImportFlow } from "./EmailImportFlow";

/** The Manage Attendees toolbar's import buttons and their dialogs. */
export function AttendeeImports() {
  const [csvType, setCsvType] = useState<AttendeeType | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  return (
    <>
      {(["attendee", "server"] as const).map((type) => (
        <Button key={type} variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setCsvType(type)}>
          {UPLOAD_TITLES[type]}
        </Button>
      ))}
      <Button variant="outlined" startIcon={<MarkEmailReadOutlined />} onClick={() => setEmailOpen(true)}>
        Import from Email
      </Button>
      {csvType !== null && <CsvUploadDialog key={csvType} attendeeType={csvType} onClose={() => setCsvType(null)} />}
      {emailOpen && <EmailImportFlow onClose={() => setEmailOpen(false)} />}
    </>
  );
}

export default AttendeeImports;
