import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useMutation } from "convex/react";
import { useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { seatingBatches } from "../../../convex/shared/batchSizes";
import { useNotify } from "../../components/notifications/useNotify";
import { formatNumberIn } from "../../i18n/format";
import { tablesNs } from "../../i18n/namespaces/tables";
import { useT } from "../../i18n/useT";
import { inBatches } from "../../lib/inBatches";
import { buildSeatingPreview } from "./seatingPreview";
import { memberName, type TableBoard } from "./tableBoard";
import { useTableActions } from "./useTableActions";

/** A balanced seating computed from the board as it was when opened; staff accept or discard it. */
export function SuggestSeatingDialog({ board, onClose }: { board: TableBoard; onClose: () => void }) {
  const [snapshot] = useState(board);
  const [reseatAll, setReseatAll] = useState(false);
  const preview = useMemo(() => buildSeatingPreview(snapshot, reseatAll), [snapshot, reseatAll]);
  const apply = useMutation(api.diningTables.applySeatingPlan);
  const { guarded, seatFailed } = useTableActions();
  const notify = useNotify();
  const t = useT(tablesNs);
  const number = (n: number) => formatNumberIn(t.language, n);
  // Said after the refusal when a large plan stopped part way.
  const partialNote = (run: { applied: number; total: number }) =>
    run.applied === 0 || run.applied === run.total ? "" : t("partial", { applied: number(run.applied), total: number(run.total) });
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<{ applied: number; total: number } | null>(null);

  const accept = async () => {
    setSaving(true);
    // A large plan goes in batches that each fit the tables (batchSizes.ts), each written whole.
    const batches = seatingBatches(preview.changes);
    let refusal: unknown = null;
    const run = await inBatches(
      batches,
      async (batch) => {
        const moved = await guarded(() => apply({ changes: [...batch] }), seatFailed);
        if (moved === undefined) throw (refusal = new Error(seatFailed));
        return moved;
      },
      (applied, total) => setProgress({ applied, total }),
    );
    setSaving(false);
    setProgress(null);
    if (run.error !== null) {
      if (refusal !== null && run.applied > 0) notify({ title: t("toast.partly"), description: t("suggest.stopped", { note: partialNote(run) }), variant: "warning" });
      return;
    }
    const moved = batches.length === 1 ? run.results[0] : preview.changes.length;
    notify({ title: t("toast.success"), description: t("suggest.done", { count: moved, n: number(moved) }), variant: "success" });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t("suggest.title")}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">
          {t("suggest.intro")}
        </Typography>
        <FormControlLabel
          control={<Checkbox autoFocus checked={reseatAll} onChange={(e) => setReseatAll(e.target.checked)} />}
          label={t("suggest.reseatAll")}
          sx={{ my: 1 }}
        />
        {snapshot.tables.length === 0 && <Alert severity="info">{t("suggest.addFirst")}</Alert>}
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" }}>
          {preview.tables.map(({ table, members, newcomers }) => (
            <Box key={table._id} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{table.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {table.leader ? t("suggest.leader", { name: memberName(table.leader) }) : t("suggest.noLeader")} ·{" "}
                {t("suggest.seated", { n: number(members.length) })}
              </Typography>
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {members.map((m) => (
                  <Typography component="li" variant="body2" key={m._id} sx={{ fontWeight: newcomers.has(m._id) ? 700 : 400 }}>
                    {memberName(m)}
                    {m.parish ? ` (${m.parish})` : ""}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        {preview.unplaced.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t("suggest.unplaced", { names: preview.unplaced.map(memberName).join(", ") })}
          </Alert>
        )}
        {progress !== null && progress.total > 0 && (
          <LinearProgress variant="determinate" value={(100 * progress.applied) / progress.total} sx={{ mt: 2 }} aria-label={t("suggest.seating")} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t("suggest.discard")}
        </Button>
        <Button variant="contained" onClick={accept} disabled={saving || preview.changes.length === 0}>
          {t("suggest.accept", { n: number(preview.changes.length) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
