import Add from "@mui/icons-material/Add";
import FileDownload from "@mui/icons-material/FileDownload";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { downloadFile, XLSX_MIME } from "../../lib/excel/workbook";
import { formatFullName, isoDate } from "../../lib/format";
import { useLiveList } from "../../lib/useLiveList";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { errorsNs } from "../../i18n/namespaces/errors";
import { financeNs } from "../../i18n/namespaces/finance";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import { moneyIn } from "./financeText";
import { EntryDialog, type EntryKind } from "./EntryDialog";
import { buildFinanceWorkbook } from "./financeExport";
import { FinanceOverview } from "./FinanceOverview";
import { FinanceSheet } from "./FinanceSheet";
import type { LedgerRow, ScholarshipRow } from "./financeTypes";
import { LedgerTable } from "./LedgerTable";
import { OwingTable, ScholarshipsTable } from "./PeopleTables";
import { ScholarshipDialog, type ScholarshipTarget } from "./ScholarshipDialog";
import { useFinanceActions } from "./useFinanceActions";

type DialogState =
  | { kind: "entry"; entryKind: EntryKind; row?: LedgerRow }
  | { kind: "delete"; row: LedgerRow }
  | { kind: "scholarship"; attendeeId: Id<"attendees">; man: ScholarshipTarget }
  | { kind: "revoke"; row: ScholarshipRow }
  | null;

function Finance() {
  // The screen's words, the toasts' and the server's refusals': fetched at once in Spanish.
  useCatalogues(financeNs, sharedNs, errorsNs);
  const summary = useQuery(api.finance.summary, {});
  const scholarships = useQuery(api.finance.scholarships, {});
  const entries = useLiveList(api.finance.entriesPage, {}, 100);
  const owing = useLiveList(api.finance.owingPage, {}, 200);
  const actions = useFinanceActions();
  const t = useT(financeNs);
  const [dialog, setDialog] = useState<DialogState>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, t("sheet.title"));
  if (summary === undefined || scholarships === undefined) return <PageLoading />;

  const exportExcel = async () => {
    const data = await buildFinanceWorkbook(summary, entries.rows, scholarships, t);
    downloadFile(data, t("fileName", { date: isoDate() }), XLSX_MIME);
  };
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader title={t("page.title")}>
        <Button variant="outlined" startIcon={<Print />} onClick={print}>
          {t("printSummary")}
        </Button>
        <Button variant="outlined" startIcon={<FileDownload />} onClick={() => void exportExcel()} disabled={entries.isLoading}>
          {t("export")}
        </Button>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog({ kind: "entry", entryKind: "income" })}>
          {t("addIncome")}
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: "entry", entryKind: "expense" })}>
          {t("addExpense")}
        </Button>
      </PageHeader>
      <FinanceOverview summary={summary} />

      <Typography variant="h2" sx={{ mb: 1 }}>
        {t("ledger.heading")}
      </Typography>
      <LedgerTable
        rows={entries.rows}
        onEdit={(row) => setDialog({ kind: "entry", entryKind: row.kind, row })}
        onDelete={(row) => setDialog({ kind: "delete", row })}
      />

      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, mt: 3 }}>
        <Box>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t("owed.heading")}
          </Typography>
          <OwingTable
            rows={owing.rows}
            onScholarship={(row) =>
              setDialog({
                kind: "scholarship",
                attendeeId: row._id,
                man: { name: formatFullName(row.first_name, row.last_name), cost_cents: row.cost_cents, paid_cents: row.paid_cents },
              })
            }
          />
        </Box>
        <Box>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t("scholarships.heading")}
          </Typography>
          <ScholarshipsTable
            rows={scholarships}
            onEdit={(row) =>
              setDialog({ kind: "scholarship", attendeeId: row.attendee_id, man: { ...row, name: formatFullName(row.first_name, row.last_name) } })
            }
            onRevoke={(row) => setDialog({ kind: "revoke", row })}
          />
        </Box>
      </Box>

      {dialog?.kind === "entry" && (
        <EntryDialog
          kind={dialog.entryKind}
          initial={dialog.row}
          onClose={close}
          onSubmit={(values, receipt) => actions.saveEntry(dialog.row?._id, values, receipt)}
        />
      )}
      {dialog?.kind === "scholarship" && (
        <ScholarshipDialog man={dialog.man} onClose={close} onSubmit={(values) => actions.grant(dialog.attendeeId, values)} />
      )}
      <Dialog open={dialog?.kind === "delete" || dialog?.kind === "revoke"} onClose={close}>
        <DialogTitle>{t("confirm.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {dialog?.kind === "delete" &&
              t("confirm.deleteEntry", {
                category: dialog.row.category,
                amount: moneyIn(t, dialog.row.amount_cents),
                date: dialog.row.date,
                receipt: dialog.row.receipt_url ? "yes" : "no",
              })}
            {dialog?.kind === "revoke" && t("confirm.revoke", { name: formatFullName(dialog.row.first_name, dialog.row.last_name) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={close}>{t("cancel")}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (dialog?.kind === "delete") void actions.removeEntry(dialog.row._id);
              if (dialog?.kind === "revoke") void actions.revoke(dialog.row.attendee_id);
              close();
            }}
          >
            {dialog?.kind === "revoke" ? t("remove") : t("delete")}
          </Button>
        </DialogActions>
      </Dialog>
      <Box sx={{ display: "none" }}>
        <FinanceSheet ref={sheet} summary={summary} entries={entries.rows} scholarships={scholarships} />
      </Box>
    </>
  );
}

export default function FinancePage() {
  return (
    <QueryErrorBoundary>
      <Finance />
    </QueryErrorBoundary>
  );
}
