import Add from "@mui/icons-material/Add";
import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import FileDownload from "@mui/icons-material/FileDownload";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { phoneCards } from "../../components/table/phoneCards";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "convex/react";
import { useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { PageLoading } from "../../components/PageLoading";
import { PlanningBasisSwitch } from "../../components/PlanningBasisSwitch";
import { useNotifiedRun } from "../../components/notifications/useNotifiedRun";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { downloadFile, XLSX_MIME } from "../../lib/excel/workbook";
import { isoDate } from "../../lib/format";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { errorsNs } from "../../i18n/namespaces/errors";
import { inventoryNs } from "../../i18n/namespaces/inventory";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import { buildInventoryWorkbook } from "./inventoryExport";
import { quantityText, type InventoryRow } from "./inventoryTypes";
import { ItemDialog, type ItemFormValues } from "./ItemDialog";
import { ShoppingListSheet } from "./ShoppingListSheet";

type DialogState = { kind: "add" } | { kind: "edit"; row: InventoryRow } | { kind: "delete"; row: InventoryRow } | null;

function Inventory() {
  // The screen's words, the toasts' and the server's refusals': fetched at once in Spanish.
  useCatalogues(inventoryNs, sharedNs, errorsNs);
  const list = useQuery(api.inventory.list, {});
  const create = useMutation(api.inventory.create);
  const update = useMutation(api.inventory.update);
  const remove = useMutation(api.inventory.remove);
  const run = useNotifiedRun();
  const t = useT(inventoryNs);
  const [dialog, setDialog] = useState<DialogState>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, t("sheet.title"));
  if (list === undefined) return <PageLoading />;

  const toInput = (values: ItemFormValues) => ({ ...values, unit: values.unit || undefined, notes: values.notes || undefined });
  const toBuy = list.items.filter((item) => item.to_buy > 0);
  const exportExcel = async () => downloadFile(await buildInventoryWorkbook(list.items, t), t("fileName", { date: isoDate() }), XLSX_MIME);

  return (
    <>
      <PageHeader title={t("page.title")}>
        <Button variant="outlined" startIcon={<Print />} onClick={print}>
          {t("printList")}
        </Button>
        <Button variant="outlined" startIcon={<FileDownload />} onClick={() => void exportExcel()}>
          {t("export")}
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: "add" })}>
          {t("addItem")}
        </Button>
      </PageHeader>
      <PlanningBasisSwitch counts={list.counts} />
      {list.items.length === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : (
        <Box sx={[{ overflowX: "auto" }, phoneCards]}>
          <Table size="small" aria-label={t("table.label")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("col.item")}</TableCell>
                <TableCell align="right">{t("col.onHand")}</TableCell>
                <TableCell align="right">{t("col.perRetreatant")}</TableCell>
                <TableCell align="right">{t("col.perServer")}</TableCell>
                <TableCell align="right">{t("col.fixedExtra")}</TableCell>
                <TableCell align="right">{t("col.need")}</TableCell>
                <TableCell align="right">{t("col.toBuy")}</TableCell>
                <TableCell>{t("col.notes")}</TableCell>
                <TableCell align="right">{t("col.actions")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.items.map((item) => (
                <TableRow key={item._id}>
                  <TableCell data-label={t("col.item")}>{item.name}</TableCell>
                  <TableCell data-label={t("col.onHand")} align="right">{quantityText(item.quantity_on_hand, item.unit)}</TableCell>
                  <TableCell data-label={t("col.perRetreatant")} align="right">{quantityText(item.needed_per_retreatant, "")}</TableCell>
                  <TableCell data-label={t("col.perServer")} align="right">{quantityText(item.needed_per_server, "")}</TableCell>
                  <TableCell data-label={t("col.fixedExtra")} align="right">{quantityText(item.fixed_extra, "")}</TableCell>
                  <TableCell data-label={t("col.need")} align="right">{quantityText(item.need, item.unit)}</TableCell>
                  <TableCell data-label={t("col.toBuy")} align="right" sx={{ fontWeight: item.to_buy > 0 ? 600 : undefined }}>
                    {quantityText(item.to_buy, item.unit)}
                  </TableCell>
                  <TableCell data-label={t("col.notes")}>{item.notes}</TableCell>
                  <TableCell data-label={t("col.actions")} align="right" sx={{ whiteSpace: "nowrap" }}>
                    <IconButton size="small" aria-label={t("edit", { name: item.name })} onClick={() => setDialog({ kind: "edit", row: item })}>
                      <Edit fontSize="small" />
                    </IconButton>
                    <IconButton size="small" color="error" aria-label={t("delete", { name: item.name })} onClick={() => setDialog({ kind: "delete", row: item })}>
                      <Delete fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
        {t("toBuy.heading")}
      </Typography>
      {toBuy.length === 0 ? (
        <Typography color="text.secondary">{t("toBuy.none")}</Typography>
      ) : (
        <Box component="ul" aria-label={t("toBuy.heading")} sx={{ mt: 0 }}>
          {toBuy.map((item) => (
            <li key={item._id}>
              {t("toBuy.line", { name: item.name, quantity: quantityText(item.to_buy, item.unit) })}
            </li>
          ))}
        </Box>
      )}
      {dialog?.kind === "add" && (
        <ItemDialog onClose={() => setDialog(null)} onSubmit={(values) => run(() => create({ input: toInput(values) }), t("toast.added"), t("toast.addFailed"))} />
      )}
      {dialog?.kind === "edit" && (
        <ItemDialog
          initial={dialog.row}
          onClose={() => setDialog(null)}
          onSubmit={(values) => run(() => update({ id: dialog.row._id, input: toInput(values) }), t("toast.saved"), t("toast.saveFailed"))}
        />
      )}
      <ConfirmDeleteDialog
        text={dialog?.kind === "delete" ? t("confirmDelete", { name: dialog.row.name }) : null}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "delete") void run(() => remove({ id: dialog.row._id }), t("toast.deleted"), t("toast.deleteFailed"));
        }}
      />
      <Box sx={{ display: "none" }}>
        <ShoppingListSheet ref={sheet} list={list} />
      </Box>
    </>
  );
}

export default function InventoryPage() {
  return (
    <QueryErrorBoundary>
      <Inventory />
    </QueryErrorBoundary>
  );
}
