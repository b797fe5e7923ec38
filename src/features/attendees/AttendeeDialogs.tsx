import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import { useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { AttendeeFormDialog } from "./AttendeeFormDialog";
import { BulkDeleteServersDialog } from "./BulkDeleteServersDialog";
import { DeleteAttendeeDialog } from "./DeleteAttendeeDialog";
import type { AttendeeRow } from "./types";

export type DialogState =
  | null
  | { kind: "add" }
  | { kind: "edit"; id: Id<"attendees"> }
  | { kind: "delete"; attendee: AttendeeRow }
  | { kind: "bulkDelete" };

/** The Edit dialog once the full record has loaded (the grid's list holds only a few fields). */
function EditDialog({ id, emailOwners, onClose }: { id: Id<"attendees">; emailOwners: ReadonlyMap<string, string>; onClose: () => void }) {
  const t = useT(attendeesNs);
  const attendee = useQuery(api.attendees.get, { id });
  if (attendee === undefined) {
    return (
      <Dialog open onClose={onClose}>
        <DialogContent>
          <PageLoading label={t("profile.loading")} />
        </DialogContent>
      </Dialog>
    );
  }
  if (attendee === null) return null;
  return <AttendeeFormDialog key={attendee._id} attendee={attendee} emailOwners={emailOwners} onClose={onClose} />;
}

export function AttendeeDialogs({ dialog, rows, onClose }: { dialog: DialogState; rows: AttendeeRow[]; onClose: () => void }) {
  const emailOwners = useMemo(() => new Map<string, string>(rows.map((row) => [row.email, row._id])), [rows]);
  const serverCount = useMemo(() => rows.filter((row) => row.attendee_type === "server").length, [rows]);
  if (dialog === null) return null;
  switch (dialog.kind) {
    case "add":
      return <AttendeeFormDialog attendee={null} emailOwners={emailOwners} onClose={onClose} />;
    case "edit":
      return <EditDialog id={dialog.id} emailOwners={emailOwners} onClose={onClose} />;
    case "delete":
      return <DeleteAttendeeDialog attendee={dialog.attendee} onClose={onClose} />;
    case "bulkDelete":
      return <BulkDeleteServersDialog serverCount={serverCount} onClose={onClose} />;
  }
}
