import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { PageLoading } from "../../components/PageLoading";
import { PlanningBasisSwitch } from "../../components/PlanningBasisSwitch";
import { useNotifiedRun } from "../../components/notifications/useNotifiedRun";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { errorsNs } from "../../i18n/namespaces/errors";
import { palanquitasNs } from "../../i18n/namespaces/palanquitas";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import { KindCard, type KindRow } from "./KindCard";
import { KindDialog, type KindFormValues } from "./KindDialog";

type DialogState = { kind: "add" } | { kind: "edit"; row: KindRow } | { kind: "delete"; row: KindRow } | null;

function PalanquitaStock() {
  // The screen's words, the toasts' and the server's refusals': fetched at once in Spanish.
  useCatalogues(palanquitasNs, sharedNs, errorsNs);
  const list = useQuery(api.palanquitaStock.list, {});
  const create = useMutation(api.palanquitaStock.create);
  const update = useMutation(api.palanquitaStock.update);
  const remove = useMutation(api.palanquitaStock.remove);
  // The tap shows at once; the server adds the delta to whatever the count is by then.
  const adjust = useMutation(api.palanquitaStock.adjust).withOptimisticUpdate((store, { id, delta }) => {
    const current = store.getQuery(api.palanquitaStock.list, {});
    if (current === undefined) return;
    const kinds = current.kinds.map((k) => {
      if (k._id !== id) return k;
      const made = Math.max(0, k.made + delta);
      return { ...k, made, gap: Math.max(0, k.needed - made) };
    });
    store.setQuery(api.palanquitaStock.list, {}, { ...current, kinds });
  });
  const run = useNotifiedRun();
  const t = useT(palanquitasNs);
  const [dialog, setDialog] = useState<DialogState>(null);
  if (list === undefined) return <PageLoading />;

  const tap = (id: Id<"palanquitaStock">, delta: number) => void run(() => adjust({ id, delta }), null, t("toast.countFailed"));
  const save = async (row: KindRow, values: KindFormValues) =>
    run(
      async () => {
        const { made, ...input } = values;
        await update({ id: row._id, input });
        if (made !== row.made) await adjust({ id: row._id, delta: made - row.made });
      },
      t("toast.saved"),
      t("toast.saveFailed"),
    );
  const totals = list.kinds.reduce((sum, k) => ({ made: sum.made + k.made, gap: sum.gap + k.gap }), { made: 0, gap: 0 });

  return (
    <>
      <PageHeader title={t("page.title")}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: "add" })}>
          {t("add")}
        </Button>
      </PageHeader>
      <PlanningBasisSwitch counts={list.counts} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("summary", { kinds: String(list.kinds.length), made: String(totals.made), gap: String(totals.gap) })}
      </Typography>
      {list.kinds.length === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))" }}>
          {list.kinds.map((kind) => (
            <KindCard
              key={kind._id}
              kind={kind}
              onAdjust={(delta) => tap(kind._id, delta)}
              onEdit={() => setDialog({ kind: "edit", row: kind })}
              onDelete={() => setDialog({ kind: "delete", row: kind })}
            />
          ))}
        </Box>
      )}
      {dialog?.kind === "add" && (
        <KindDialog
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            run(() => create({ input: { ...values, maker: values.maker || undefined, notes: values.notes || undefined } }), t("toast.added"), t("toast.addFailed"))
          }
        />
      )}
      {dialog?.kind === "edit" && <KindDialog initial={dialog.row} onClose={() => setDialog(null)} onSubmit={(values) => save(dialog.row, values)} />}
      <ConfirmDeleteDialog
        text={dialog?.kind === "delete" ? t("confirmDelete", { name: dialog.row.name, made: String(dialog.row.made) }) : null}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "delete") void run(() => remove({ id: dialog.row._id }), t("toast.deleted"), t("toast.deleteFailed"));
        }}
      />
    </>
  );
}

export default function PalanquitaStockPage() {
  return (
    <QueryErrorBoundary>
      <PalanquitaStock />
    </QueryErrorBoundary>
  );
}
