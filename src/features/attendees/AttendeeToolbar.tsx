import DeleteSweepOutlined from "@mui/icons-material/DeleteSweepOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import PersonAdd from "@mui/icons-material/PersonAdd";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Search from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { Can } from "../../components/auth/Can";
import { AttendeeImports } from "../imports";
import type { TypeFilter } from "./attendeeFilter";
import { ToolbarMenu } from "./ToolbarMenu";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";


export function AttendeeToolbar({
  search,
  type,
  exportCount,
  printCount,
  exporting,
  onSearchChange,
  onTypeChange,
  onAdd,
  onExport,
  onPrint,
  onBulkDelete,
  compact = false,
}: {
  search: string;
  type: TypeFilter;
  exportCount: number;
  printCount: number;
  exporting: boolean;
  onSearchChange: (search: string) => void;
  onTypeChange: (type: TypeFilter) => void;
  onAdd: () => void;
  onExport: () => void;
  onPrint: () => void;
  onBulkDelete: () => void;
  /** A phone: Add Attendee and one Actions menu instead of a row of buttons. */
  compact?: boolean;
}) {
  const t = useT(attendeesNs);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2, mb: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <TextField
          size="small"
          label={t("toolbar.search")}
          placeholder={t("toolbar.searchPlaceholder")}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          sx={{ flex: 1, minWidth: { xs: "100%", sm: 240 } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
            htmlInput: { "aria-label": t("toolbar.searchLabel") },
          }}
        />
        <TextField
          size="small"
          select
          label={t("toolbar.type")}
          value={type}
          onChange={(e) => onTypeChange(e.target.value as TypeFilter)}
          sx={{ width: { xs: "100%", sm: 180 } }}
        >
          <MenuItem value="all">{t("toolbar.allTypes")}</MenuItem>
          <MenuItem value="attendee">{t("toolbar.retreatants")}</MenuItem>
          <MenuItem value="server">{t("toolbar.servers")}</MenuItem>
        </TextField>
      </Box>
      {compact ? (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <Button variant="contained" startIcon={<PersonAdd />} onClick={onAdd} sx={{ flex: 1 }}>
            {t("toolbar.add")}
          </Button>
          <ToolbarMenu
            exportCount={exportCount}
            printCount={printCount}
            exporting={exporting}
            onExport={onExport}
            onPrint={onPrint}
            onBulkDelete={onBulkDelete}
          />
        </Box>
      ) : (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
          <Button variant="contained" startIcon={<PersonAdd />} onClick={onAdd}>
            {t("toolbar.add")}
          </Button>
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={onExport} disabled={exporting}>
            {t("toolbar.export", { n: String(exportCount) })}
          </Button>
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={onPrint}>
            {t("toolbar.print", { n: String(printCount) })}
          </Button>
          <AttendeeImports />
          <Box sx={{ flex: 1 }} />
          <Can permission="manageAdmins">
            <Button color="error" variant="outlined" startIcon={<DeleteSweepOutlined />} onClick={onBulkDelete}>
              {t("toolbar.bulkDelete")}
            </Button>
          </Can>
        </Box>
      )}
    </Box>
  );
}
