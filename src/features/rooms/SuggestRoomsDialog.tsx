import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { batchesOf, ROOM_ASSIGNMENT_BATCH } from "../../../convex/shared/batchSizes";
import { suggestRooms } from "../../../convex/shared/roomSuggestion";
import { useNotify } from "../../components/notifications/useNotify";
import { formatNumberIn } from "../../i18n/format";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useT } from "../../i18n/useT";
import { inBatches } from "../../lib/inBatches";
import { sortRooms } from "../../lib/roomSort";
import { occupantLabel, type BoardAttendee, type RoomBoard } from "./boardUpdates";
import { useFailureToast } from "./useRoomActions";

type Preview = {
  assignments: Array<{ attendeeId: Id<"attendees">; roomId: Id<"rooms"> }>;
  rows: Array<{ roomId: Id<"rooms">; name: string; added: BoardAttendee[]; staying: number; capacity: number | null }>;
  unplaced: BoardAttendee[];
};

export function buildPreview(board: RoomBoard): Preview {
  const suggestion = suggestRooms(
    board.rooms.map((room) => ({ ...room, id: room._id })),
    board.unassigned.map((man) => ({ ...man, id: man._id })),
  );
  const men = new Map(board.unassigned.map((m) => [m._id, m]));
  const added = new Map<Id<"rooms">, BoardAttendee[]>();
  for (const { attendeeId, roomId } of suggestion.assignments) added.set(roomId, [...(added.get(roomId) ?? []), men.get(attendeeId)!]);
  const rows = sortRooms(board.rooms)
    .filter((room) => added.has(room._id))
    .map((room) => ({ roomId: room._id, name: room.name, added: added.get(room._id)!, staying: room.occupants.length, capacity: room.capacity }));
  return { assignments: suggestion.assignments, rows, unplaced: suggestion.unplaced.map((id) => men.get(id)!) };
}

/** A suggested assignment computed from the board as it was when opened; staff accept or discard it. */
export function SuggestRoomsDialog({ board, onClose }: { board: RoomBoard; onClose: () => void }) {
  const [preview] = useState(() => buildPreview(board));
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<{ applied: number; total: number } | null>(null);
  const apply = useMutation(api.rooms.applySuggestion);
  const notify = useNotify();
  const failed = useFailureToast();
  const t = useT(roomsNs);
  const number = (n: number) => formatNumberIn(t.language, n);
  // Said after the refusal when a large suggestion stopped part way.
  const partialNote = (run: { applied: number; total: number }) =>
    run.applied === 0 || run.applied === run.total ? "" : t("partial", { applied: number(run.applied), total: number(run.total) });

  const accept = async () => {
    setSaving(true);
    // A large suggestion goes in batches, each checked and written whole (batchSizes.ts).
    const run = await inBatches(
      batchesOf(preview.assignments, ROOM_ASSIGNMENT_BATCH),
      (batch) => apply({ assignments: [...batch] }),
      (applied, total) => setProgress({ applied, total }),
    );
    const count = run.results.reduce((n, c) => n + c, 0);
    setSaving(false);
    setProgress(null);
    if (run.error !== null) {
      const shown = failed(run.error, t("fail.assign"));
      if (count > 0) notify({ title: t("toast.partly"), description: `${shown}${partialNote(run)}`, variant: "warning" });
      return;
    }
    notify({ title: t("toast.success"), description: t("suggest.done", { count, n: number(count) }), variant: "success" });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t("suggest.title")}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("suggest.intro")}
        </Typography>
        {preview.assignments.length === 0 ? (
          <Alert severity="info">{t("suggest.none")}</Alert>
        ) : (
          <Table size="small" aria-label={t("suggest.table")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("suggest.room")}</TableCell>
                <TableCell>{t("suggest.beds")}</TableCell>
                <TableCell>{t("suggest.newOccupants")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.roomId}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    {row.capacity === null
                      ? t("suggest.bedsOfNoLimit", { count: number(row.staying + row.added.length) })
                      : t("suggest.bedsOf", { count: number(row.staying + row.added.length), capacity: number(row.capacity) })}
                  </TableCell>
                  <TableCell>{row.added.map(occupantLabel).join(", ")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {preview.unplaced.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t("suggest.unplaced", { names: preview.unplaced.map(occupantLabel).join(", ") })}
          </Alert>
        )}
        {progress !== null && progress.total > 0 && (
          <LinearProgress variant="determinate" value={(100 * progress.applied) / progress.total} sx={{ mt: 2 }} aria-label={t("suggest.assigning")} />
        )}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={saving}>
          {t("suggest.discard")}
        </Button>
        <Button variant="contained" onClick={accept} disabled={saving || preview.assignments.length === 0}>
          {t("suggest.accept", { n: number(preview.assignments.length) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
