import DeleteSweepOutlined from "@mui/icons-material/DeleteSweepOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { useCan } from "../../components/auth/useViewer";
import { useAttendeeImports, useImportLabels } from "../imports";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";


/** The import menu's entries, one per attendee type. */
const IMPORT_TYPES = ["attendee", "server"] as const;

export type ToolbarActions = {
  exportCount: number;
  printCount: number;
  exporting: boolean;
  onExport: () => void;
  onPrint: () => void;
  onBulkDelete: () => void;
};

/** On a phone the toolbar's actions sit in one "Actions" menu; Bulk Delete Servers comes last, set apart. */
export function ToolbarMenu({ exportCount, printCount, exporting, onExport, onPrint, onBulkDelete }: ToolbarActions) {
  const t = useT(attendeesNs);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const imports = useAttendeeImports();
  const importLabels = useImportLabels();
  const canBulkDelete = useCan("manageAdmins");
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MoreVert />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor !== null ? "attendee-actions" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t("toolbar.actions")}
      </Button>
      <Menu id="attendee-actions" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(onExport)} disabled={exporting}>
          <ListItemIcon>
            <FileDownloadOutlined fontSize="small" />
          </ListItemIcon>
          {t("toolbar.export", { n: String(exportCount) })}
        </MenuItem>
        <MenuItem onClick={run(onPrint)}>
          <ListItemIcon>
            <PrintOutlined fontSize="small" />
          </ListItemIcon>
          {t("toolbar.print", { n: String(printCount) })}
        </MenuItem>
        {IMPORT_TYPES.map((type) => (
          <MenuItem key={type} onClick={run(() => imports.openCsv(type))}>
            <ListItemIcon>
              <UploadFileOutlined fontSize="small" />
            </ListItemIcon>
            {importLabels.upload(type)}
          </MenuItem>
        ))}
        <MenuItem onClick={run(imports.openEmail)}>
          <ListItemIcon>
            <MarkEmailReadOutlined fontSize="small" />
          </ListItemIcon>
          {importLabels.fromEmail}
        </MenuItem>
        {canBulkDelete && <Divider />}
        {canBulkDelete && (
          <MenuItem onClick={run(onBulkDelete)} sx={{ color: "error.main" }}>
            <ListItemIcon sx={{ color: "inherit" }}>
              <DeleteSweepOutlined fontSize="small" />
            </ListItemIcon>
            {t("toolbar.bulkDelete")}
          </MenuItem>
        )}
      </Menu>
      {imports.dialogs}
    </>
  );
}
