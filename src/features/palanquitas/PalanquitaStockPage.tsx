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
import { KindCard, type KindRow } from "./KindCard";
import { KindDialog, type KindFormValues } from "./KindDialog";

type DialogState = { kind: "add" } | { kind: "edit"; row: KindRow } | { kind: "delete"; row: KindRow } | null;

function PalanquitaStock() {
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
  const [dialog, setDialog] = useState<DialogState>(null);
  if (list === undefined) return <PageLoading />;

  const tap = (id: Id<"palanquitaStock">, delta: number) => void run(() => adjust({ id, delta }), null, "Failed to update the count.");
  const save = async (row: KindRow, values: KindFormValues) =>
    run(
      async () => {
        const { made, ...input } = values;
        await update({ id: row._id, input });
        if (made !== row.made) await adjust({ id: row._id, delta: made - row.made });
      },
      "Palanquita saved",
      "Failed to save the palanquita.",
    );
  const totals = list.kinds.reduce((sum, k) => ({ made: sum.made + k.made, gap: sum.gap + k.gap }), { made: 0, gap: 0 });

  return (
    <>
      <PageHeader title="Palanquita Stock">
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: "add" })}>
          Add Palanquita
        </Button>
      </PageHeader>
      <PlanningBasisSwitch counts={list.counts} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {list.kinds.length} kinds · {totals.made} made · {totals.gap} still to make
      </Typography>
      {list.kinds.length === 0 ? (
        <Typography color="text.secondary">No palanquitas yet. Add the kinds being made for the weekend.</Typography>
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
            run(() => create({ input: { ...values, maker: values.maker || undefined, notes: values.notes || undefined } }), "Palanquita added", "Failed to add the palanquita.")
          }
        />
      )}
      {dialog?.kind === "edit" && <KindDialog initial={dialog.row} onClose={() => setDialog(null)} onSubmit={(values) => save(dialog.row, values)} />}
      <ConfirmDeleteDialog
        text={dialog?.kind === "delete" ? `This will delete ${dialog.row.name} and its count of ${dialog.row.made}.` : null}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "delete") void run(() => remove({ id: dialog.row._id }), "Palanquita deleted", "Failed to delete the palanquita.");
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
