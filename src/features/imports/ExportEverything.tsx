import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useConvex } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useNotify } from "../../components/notifications/useNotify";
import { englishText } from "../../i18n/namespace";
import { importHeadersNs } from "../../i18n/namespaces/importHeaders";
import { importsNs } from "../../i18n/namespaces/imports";
import { useT } from "../../i18n/useT";
import { buildFullCsv, buildFullWorkbook, type FullRecord } from "../../lib/csv/fullExport";
import { useImportTexts } from "./useImportTexts";
import { isoDate } from "../../lib/format";
import { downloadFile, XLSX_MIME } from "../../lib/excel/workbook";

export const EXPORT_EVERYTHING = englishText(importsNs, "export.label");

/** Every field of every man, to .xlsx or CSV, under headers this import reads back. */
export function ExportEverything() {
  const convex = useConvex();
  const notify = useNotify();
  const { t } = useImportTexts();
  // Headers, Yes/No and the type in the person's language (the import reads either back).
  const headers = useT(importHeadersNs);
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
      const name = `${headers("fileName", { date: isoDate(new Date()) })}.${format}`;
      if (format === "xlsx") downloadFile(await buildFullWorkbook(men, headers), name, XLSX_MIME);
      else downloadFile(new Blob([buildFullCsv(men, headers)], { type: "text/csv;charset=utf-8" }), name, "text/csv");
      notify({ title: t("export.doneTitle"), description: t("export.done", { count: String(men.length) }), variant: "success" });
    } catch {
      notify({ title: t("export.failedTitle"), description: t("export.failed"), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label={t("export.label")} role="group">
      <Button size="small" startIcon={<FileDownloadOutlined />} disabled={busy} onClick={() => void run("xlsx")}>
        {t("export.xlsx")}
      </Button>
      <Button size="small" startIcon={<FileDownloadOutlined />} disabled={busy} onClick={() => void run("csv")}>
        {t("export.csv")}
      </Button>
    </Stack>
  );
}
