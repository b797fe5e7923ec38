import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useConvex } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useNotify } from "../../components/notifications/useNotify";
import { buildFullCsv, buildFullWorkbook, type FullRecord } from "../../lib/csv/fullExport";
import { isoDate } from "../../lib/format";
import { downloadFile, XLSX_MIME } from "../../lib/excel/workbook";

export const EXPORT_EVERYTHING = "Export everything";

/** Every field of every man, to .xlsx or CSV, under headers this import reads back. */
export function ExportEverything() {
  const convex = useConvex();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = async (format: "xlsx" | "csv") => {
    setBusy(true);
    try {
      const men: FullRecord[] = [];
      let cursor: string | null = null;
      for (;;) {
        const page: { men: FullRecord[]; isDone: boolean; continueCursor: string } = await convex.query(api.csvImport.exportEverything, {
          cursor,
          numItems: 250,
        });
        men.push(...page.men);
        if (page.isDone) break;
        cursor = page.continueCursor;
      }
      const name = `attendees-everything-${isoDate(new Date())}.${format}`;
      if (format === "xlsx") downloadFile(await buildFullWorkbook(men), name, XLSX_MIME);
      else downloadFile(new Blob([buildFullCsv(men)], { type: "text/csv;charset=utf-8" }), name, "text/csv");
      notify({ title: "Export Complete", description: `Exported ${men.length} attendees with every field.`, variant: "success" });
    } catch {
      notify({ title: "Export Failed", description: "Failed to export attendees. Please try again.", variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label={EXPORT_EVERYTHING} role="group">
      <Button size="small" startIcon={<FileDownloadOutlined />} disabled={busy} onClick={() => void run("xlsx")}>
        {EXPORT_EVERYTHING} (.xlsx)
      </Button>
      <Button size="small" startIcon={<FileDownloadOutlined />} disabled={busy} onClick={() => void run("csv")}>
        {EXPORT_EVERYTHING} (CSV)
      </Button>
    </Stack>
  );
}
