import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import { useState, type ReactNode } from "react";
import type { AttendeeType } from "../../../convex/shared/validators";
import { CsvUploadDialog } from "./CsvUploadDialog";
import { EmailImportFlow } from "./EmailImportFlow";
import { englishText } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import { useImportTexts } from "./useImportTexts";

export const IMPORT_FROM_EMAIL = englishText(importsNs, "open.email");

/** The import buttons' and menu items' names in the person's language, for other screens' toolbars. */
export function useImportLabels(): { upload: (type: AttendeeType) => string; fromEmail: string } {
  const { t } = useImportTexts();
  return { upload: (type) => t(`open.${type}`), fromEmail: t("open.email") };
}

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
  const labels = useImportLabels();
  const { openCsv, openEmail, dialogs } = useAttendeeImports();
  return (
    <>
      {ATTENDEE_TYPES.map((type) => (
        <Button key={type} variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => openCsv(type)}>
          {labels.upload(type)}
        </Button>
      ))}
      <Button variant="outlined" startIcon={<MarkEmailReadOutlined />} onClick={openEmail}>
        {labels.fromEmail}
      </Button>
      {dialogs}
    </>
  );
}

const ATTENDEE_TYPES = ["attendee", "server"] as const;

export default AttendeeImports;
