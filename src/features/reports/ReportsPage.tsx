import FileDownload from "@mui/icons-material/FileDownload";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import { useNotify } from "../../components/notifications/useNotify";
import { PageLoading } from "../../components/PageLoading";
import { PrintDocument } from "../../components/print/PrintDocument";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { downloadFile, XLSX_MIME } from "../../lib/excel/workbook";
import { useLiveList } from "../../lib/useLiveList";
import { PageHeader } from "../../components/PageHeader";
import { reportsNs } from "../../i18n/namespaces/reports";
import { useT } from "../../i18n/useT";
import { REPORTS } from "./reportDefinitions";
import { buildReportWorkbook, reportFileName } from "./reportExport";
import { ReportPrintTable, ReportTable } from "./ReportTable";
import type { ReportWords } from "./reportTypes";

/** Men per live page: a change to one man re-sends only his page to every open report. */
export const REPORT_PAGE_SIZE = 100;

/** Reports: pick one; it is live, printable with the PDF header and exportable to Excel with the same columns. */
export default function ReportsPage() {
  const { rows, isLoading } = useLiveList(api.reports.rows, {}, REPORT_PAGE_SIZE);
  const places = useQuery(api.reports.places, {});
  const [params, setParams] = useSearchParams();
  const t = useT(reportsNs);
  const { language } = t;
  // The words change with the language only (t itself is new on every render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const words = useMemo<ReportWords>(() => ({ t, language }), [language]);
  const selected = REPORTS.find((r) => r.id === params.get("report")) ?? REPORTS[0];
  const report = useMemo(() => (places === undefined ? null : selected.build({ rows, places }, words)), [selected, rows, places, words]);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, t(`${selected.id}.title`));
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportReport = async () => {
    if (report === null) return;
    setExporting(true);
    try {
      downloadFile(await buildReportWorkbook(report), reportFileName(report), XLSX_MIME);
    } catch {
      notify({ title: t("exportFailed.title"), description: t("exportFailed.message"), variant: "error" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader title={t("page.title")}>
        <Button variant="outlined" startIcon={<Print />} onClick={print} disabled={report === null || isLoading}>
          {t("print")}
        </Button>
        <Button variant="contained" startIcon={<FileDownload />} onClick={() => void exportReport()} disabled={report === null || isLoading || exporting}>
          {t("export")}
        </Button>
      </PageHeader>
      <Tabs
        value={selected.id}
        onChange={(_, id: string) => setParams({ report: id })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t("tabs")}
        sx={{ mb: 2 }}
      >
        {REPORTS.map((r) => (
          <Tab key={r.id} value={r.id} label={t(`${r.id}.title`)} sx={{ textTransform: "none" }} />
        ))}
      </Tabs>
      {report === null ? (
        <PageLoading />
      ) : (
        <Stack spacing={2}>
          <div>
            <Typography variant="h2">{report.title}</Typography>
            <Typography color="text.secondary">{report.description}</Typography>
          </div>
          {isLoading && <LinearProgress aria-label={t("loading")} />}
          {report.totals.map((line) => (
            <Typography key={line} sx={{ fontWeight: 600 }} aria-live="polite">
              {line}
            </Typography>
          ))}
          <ReportTable report={report} words={words} />
          <Box sx={{ display: "none" }}>
            <PrintDocument ref={sheet} title={report.title}>
              <ReportPrintTable report={report} words={words} />
            </PrintDocument>
          </Box>
        </Stack>
      )}
    </>
  );
}
