import Add from "@mui/icons-material/Add";
import AutoFixHigh from "@mui/icons-material/AutoFixHigh";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { useNotify } from "../../components/notifications/useNotify";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { formatNumberIn } from "../../i18n/format";
import { tablesNs } from "../../i18n/namespaces/tables";
import { useT } from "../../i18n/useT";
import { SuggestSeatingDialog } from "./SuggestSeatingDialog";
import type { BoardTable } from "./tableBoard";
import { TableCard } from "./TableCard";
import { TableDialog } from "./TableDialog";
import { TableListsSheet } from "./TableListsSheet";
import { useTableActions } from "./useTableActions";
import { useTableBoard } from "./useTableBoard";

type DialogState = { kind: "add" } | { kind: "edit"; table: BoardTable } | { kind: "delete"; table: BoardTable } | { kind: "suggest" } | null;

function DiningTables() {
  const board = useTableBoard();
  const actions = useTableActions();
  const notify = useNotify();
  const t = useT(tablesNs);
  const [dialog, setDialog] = useState<DialogState>(null);
  // A refusal is repeated on the card of the table it concerns, where the staff member is looking.
  const [refused, setRefused] = useState<{ tableId: Id<"diningTables">; message: string } | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, t("printTitle"));
  if (board === undefined) return <PageLoading />;

  const seatedCount = board.tables.reduce((sum, t) => sum + t.seated.length, 0);
  const onCard = (tableId: Id<"diningTables">) => {
    setRefused(null);
    return (message: string) => setRefused({ tableId, message });
  };
  const printLists = () =>
    board.tables.length === 0 ? notify({ title: t("toast.warning"), description: t("print.noTables"), variant: "warning" }) : print();

  return (
    <>
      <PageHeader title={t("page.title")}>
        <Button variant="outlined" startIcon={<Print />} onClick={printLists}>
          {t("action.print")}
        </Button>
        <Button variant="outlined" startIcon={<AutoFixHigh />} onClick={() => setDialog({ kind: "suggest" })}>
          {t("action.suggest")}
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: "add" })}>
          {t("action.add")}
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {t("summary", {
          count: board.tables.length,
          tables: formatNumberIn(t.language, board.tables.length),
          seated: formatNumberIn(t.language, seatedCount),
          unseated: formatNumberIn(t.language, board.unseated.length),
        })}
      </Typography>
      {board.tables.length === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))" }}>
          {board.tables.map((table) => (
            <TableCard
              key={table._id}
              table={table}
              unseated={board.unseated}
              servers={board.servers}
              refusal={refused?.tableId === table._id ? { message: refused.message, dismiss: () => setRefused(null) } : null}
              actions={{
                seat: (attendeeId, tableId) => void actions.seat(attendeeId, tableId, onCard(table._id)),
                setLeader: (tableId, leaderId) => void actions.setLeader(tableId, leaderId, onCard(table._id)),
                edit: (t) => setDialog({ kind: "edit", table: t }),
                delete: (t) => setDialog({ kind: "delete", table: t }),
              }}
            />
          ))}
        </Box>
      )}
      {dialog?.kind === "add" && <TableDialog onClose={() => setDialog(null)} onSubmit={actions.addTable} />}
      {dialog?.kind === "edit" && (
        <TableDialog initial={dialog.table} onClose={() => setDialog(null)} onSubmit={(values) => actions.editTable(dialog.table._id, values)} />
      )}
      <Dialog open={dialog?.kind === "delete"} onClose={() => setDialog(null)}>
        <DialogTitle>{t("delete.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {dialog?.kind === "delete" &&
              t("delete.text", {
                table: dialog.table.name,
                seated: dialog.table.seated.length,
                n: formatNumberIn(t.language, dialog.table.seated.length),
              })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setDialog(null)}>
            {t("delete.cancel")}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (dialog?.kind === "delete") void actions.deleteTable(dialog.table._id);
              setDialog(null);
            }}
          >
            {t("delete.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog?.kind === "suggest" && <SuggestSeatingDialog board={board} onClose={() => setDialog(null)} />}
      <Box sx={{ display: "none" }}>
        <TableListsSheet ref={sheet} tables={board.tables} />
      </Box>
    </>
  );
}

export default function TablesPage() {
  return (
    <QueryErrorBoundary>
      <DiningTables />
    </QueryErrorBoundary>
  );
}
