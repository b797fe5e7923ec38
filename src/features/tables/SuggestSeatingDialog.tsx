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
import { inBatches, partialNote } from "../../lib/inBatches";
import { buildSeatingPreview } from "./seatingPreview";
import { memberName, type TableBoard } from "./tableBoard";
import { SEAT_FAILED, useTableActions } from "./useTableActions";

/** A balanced seating computed from the board as it was when opened; staff accept or discard it. */
export function SuggestSeatingDialog({ board, onClose }: { board: TableBoard; onClose: () => void }) {
  const [snapshot] = useState(board);
  const [reseatAll, setReseatAll] = useState(false);
  const preview = useMemo(() => buildSeatingPreview(snapshot, reseatAll), [snapshot, reseatAll]);
  const apply = useMutation(api.diningTables.applySeatingPlan);
  const { guarded } = useTableActions();
  const notify = useNotify();
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
        const moved = await guarded(() => apply({ changes: [...batch] }), SEAT_FAILED);
        if (moved === undefined) throw (refusal = new Error(SEAT_FAILED));
        return moved;
      },
      (applied, total) => setProgress({ applied, total }),
    );
    setSaving(false);
    setProgress(null);
    if (run.error !== null) {
      if (refusal !== null && run.applied > 0) notify({ title: "Partly applied", description: `Seating stopped.${partialNote(run)}`, variant: "warning" });
      return;
    }
    const moved = batches.length === 1 ? run.results[0] : preview.changes.length;
    notify({ title: "Success", description: `${moved} seat${moved === 1 ? "" : "s"} changed.`, variant: "success" });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Suggested Seating</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">
          Parishes are spread across tables; men of the same family, and men who know each other or the table leader, sit
          apart. New seats are in bold.
        </Typography>
        <FormControlLabel
          control={<Checkbox autoFocus checked={reseatAll} onChange={(e) => setReseatAll(e.target.checked)} />}
          label="Reseat every retreatant (not only those without a table)"
          sx={{ my: 1 }}
        />
        {snapshot.tables.length === 0 && <Alert severity="info">Add tables first.</Alert>}
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" }}>
          {preview.tables.map(({ table, members, newcomers }) => (
            <Box key={table._id} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{table.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {table.leader ? `Leader: ${memberName(table.leader)}` : "No leader"} · {members.length} seated
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
            No free seat for: {preview.unplaced.map(memberName).join(", ")}.
          </Alert>
        )}
        {progress !== null && progress.total > 0 && (
          <LinearProgress variant="determinate" value={(100 * progress.applied) / progress.total} sx={{ mt: 2 }} aria-label="Seating" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>Discard</Button>
        <Button variant="contained" onClick={accept} disabled={saving || preview.changes.length === 0}>
          Accept ({preview.changes.length})
        </Button>
      </DialogActions>
    </Dialog>
  );
}
