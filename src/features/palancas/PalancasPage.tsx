import FileDownload from "@mui/icons-material/FileDownload";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useMemo, useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { useNotify } from "../../components/notifications/useNotify";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { buildWorkbook, downloadFile, XLSX_MIME } from "../../lib/excel/workbook";
import { isoDate } from "../../lib/format";
import { useLiveList } from "../../lib/useLiveList";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { LogLetterForm } from "./LogLetterForm";
import { ManLetters } from "./ManLetters";
import { MenList } from "./MenList";
import { PacketSheets } from "./PacketSheets";
import { palancaColumns, palancaExportRows } from "./palancaExport";
import { byNameIn, packetsOf, palancaTotals, stillNeedLetters, summaryText } from "./palancaSummary";
import { TargetField } from "./TargetField";
import { usePalancaLetters } from "./usePalancaLetters";
import { palancasNs } from "../../i18n/namespaces/palancas";
import { useT } from "../../i18n/useT";

const PAGE_SIZE = 200;

function Palancas() {
  const { rows: men, isLoading } = useLiveList(api.palancas.retreatantPage, {}, PAGE_SIZE);
  const target = useQuery(api.palancas.target, {});
  const { letters, request } = usePalancaLetters();
  const notify = useNotify();
  const t = useT(palancasNs);
  const [selected, setSelected] = useState<Id<"attendees"> | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, t("page.packetsTitle"));
  const order = useMemo(() => byNameIn(t.language), [t.language]);
  const sorted = useMemo(() => [...men].sort(order), [men, order]);
  const packets = useMemo(() => packetsOf(men, letters, order), [men, letters, order]);
  if (target === undefined || (isLoading && men.length === 0)) return <PageLoading />;

  const needing = stillNeedLetters(men, target);
  const exportExcel = () =>
    request((all) => {
      void (async () => {
        const data = await buildWorkbook(t("page.sheetName"), palancaColumns(t), palancaExportRows(men, all, order));
        downloadFile(data, t("page.fileName", { date: isoDate() }), XLSX_MIME);
        notify({ title: t("page.exported"), description: t("page.exportedText", { count: men.length }), variant: "success" });
      })();
    });

  return (
    <>
      <PageHeader title={t("page.title")}>
        <Button variant="outlined" startIcon={<Print />} onClick={() => request(() => print())}>
          {t("page.printAll")}
        </Button>
        <Button variant="outlined" startIcon={<FileDownload />} onClick={exportExcel}>
          {t("page.export")}
        </Button>
      </PageHeader>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2, alignItems: { md: "center" }, justifyContent: "space-between" }}>
        <Typography color="text.secondary" aria-live="polite" data-testid="palancas-summary">
          {summaryText(palancaTotals(men, target), t)}
        </Typography>
        <TargetField target={target} />
      </Stack>
      <LogLetterForm men={sorted} onLogged={(man) => setSelected(man._id)} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "1fr 1fr 1.3fr" } }}>
        <MenList
          title={t("page.stillNeed")}
          men={needing}
          selected={selected}
          onSelect={setSelected}
          empty={t("page.everyoneHas", { target, targetN: String(target) })}
        />
        <MenList title={t("page.all")} men={sorted} selected={selected} onSelect={setSelected} searchable empty={t("page.noMatch")} />
        {selected !== null && <ManLetters key={selected} attendeeId={selected} />}
      </Box>
      <Box sx={{ display: "none" }}>
        <PacketSheets ref={sheet} title={t("page.packetsTitle")} packets={packets} />
      </Box>
    </>
  );
}

/** /palancas: letters of support per retreatant, who still needs letters, printed packets and export. */
export default function PalancasPage() {
  return (
    <QueryErrorBoundary>
      <Palancas />
    </QueryErrorBoundary>
  );
}
