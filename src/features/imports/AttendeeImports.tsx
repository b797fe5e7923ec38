import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import { useState, type ReactNode } from "react";
import type { AttendeeType } from "../../../convex/shared/validators";
import { CsvUploadDialog, UPLOAD_TITLES } from "./CsvUploadDialog";
import { EmailImportFlow } from "./EmailImportFlow";

export const IMPORT_FROM_EMAIL = "Import from Email";

/** The import dialogs and how to open them, for toolbar buttons or a menu's items. */
export function useAttendeeImports(): { openCsv: (type: AttendeeType) => void; openEmail: () => void; dialogs: ReactNode } {
  const [csvType, setCsvType] = useState<AttendeeType | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  return {
    openCsv: setCsvType,
    openEmail: () => setEmailOpen(true),
    dialogs: (
      <>
        {csvType !== null && <CsvUploadDialog key={csvType} attendeeType={csvType} onClose={() => setCsvType(null)} />}
        {emailOpen && <EmailImportFlow onClose={() => setEmailOpen(false)} />}
      </>
    ),
  };
}

/** The Manage Attendees toolbar's import buttons and their dialogs. */
export function AttendeeImports() {
  const { openCsv, openEmail, dialogs } = useAttendeeImports();
  return (
    <>
      {(["attendee", "server"] as const).map((type) => (
        <Button key={type} variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => openCsv(type)}>
          {UPLOAD_TITLES[type]}
        </Button>
      ))}
      <Button variant="outlined" startIcon={<MarkEmailReadOutlined />} onClick={openEmail}>
        {IMPORT_FROM_EMAIL}
      </Button>
      {dialogs}
    </>
  );
}

export default AttendeeImports;
