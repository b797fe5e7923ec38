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
import { PALANCA_COLUMNS, palancaExportRows } from "./palancaExport";
import { byName, packetsOf, palancaTotals, stillNeedLetters, summaryText } from "./palancaSummary";
import { TargetField } from "./TargetField";
import { usePalancaLetters } from "./usePalancaLetters";

const PAGE_SIZE = 200;

function Palancas() {
  const { rows: men, isLoading } = useLiveList(api.palancas.retreatantPage, {}, PAGE_SIZE);
  const target = useQuery(api.palancas.target, {});
  const { letters, request } = usePalancaLetters();
  const notify = useNotify();
  const [selected, setSelected] = useState<Id<"attendees"> | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, "Palanca Packets");
  const sorted = useMemo(() => [...men].sort(byName), [men]);
  const packets = useMemo(() => packetsOf(men, letters), [men, letters]);
  if (target === undefined || (isLoading && men.length === 0)) return <PageLoading />;

  const needing = stillNeedLetters(men, target);
  const exportExcel = () =>
    request((all) => {
      void (async () => {
        const data = await buildWorkbook("Palancas", PALANCA_COLUMNS, palancaExportRows(men, all));
        downloadFile(data, `palancas-${isoDate()}.xlsx`, XLSX_MIME);
        notify({ title: "Export Complete", description: `Exported palancas for ${men.length} retreatants.`, variant: "success" });
      })();
    });

  return (
    <>
      <PageHeader title="Palancas">
        <Button variant="outlined" startIcon={<Print />} onClick={() => request(() => print())}>
          Print All Packets
        </Button>
        <Button variant="outlined" startIcon={<FileDownload />} onClick={exportExcel}>
          Export to Excel
        </Button>
      </PageHeader>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2, alignItems: { md: "center" }, justifyContent: "space-between" }}>
        <Typography color="text.secondary" aria-live="polite" data-testid="palancas-summary">
          {summaryText(palancaTotals(men, target))}
        </Typography>
        <TargetField target={target} />
      </Stack>
      <LogLetterForm men={sorted} onLogged={(man) => setSelected(man._id)} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "1fr 1fr 1.3fr" } }}>
        <MenList
          title="Still Need Letters"
          men={needing}
          selected={selected}
          onSelect={setSelected}
          empty={`Every retreatant has at least ${target} ${target === 1 ? "letter" : "letters"}.`}
        />
        <MenList title="All Retreatants" men={sorted} selected={selected} onSelect={setSelected} searchable empty="No retreatants match." />
        {selected !== null && <ManLetters key={selected} attendeeId={selected} />}
      </Box>
      <Box sx={{ display: "none" }}>
        <PacketSheets ref={sheet} title="Palanca Packets" packets={packets} />
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
