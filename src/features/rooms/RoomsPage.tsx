import Add from "@mui/icons-material/Add";
import AutoFixHigh from "@mui/icons-material/AutoFixHigh";
import Download from "@mui/icons-material/Download";
import Print from "@mui/icons-material/Print";
import Upload from "@mui/icons-material/Upload";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { useQuery } from "convex/react";
import { useMemo, useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { useNotify } from "../../components/notifications/useNotify";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useT } from "../../i18n/useT";
import { roomCsvTemplate } from "../../lib/roomCsv";
import { sortRooms } from "../../lib/roomSort";
import type { BoardRoom } from "./boardUpdates";
import { DeleteRoomDialog } from "./DeleteRoomDialog";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { badgePrintProblem, RoomBadgeSheet } from "./RoomBadges";
import { RoomDialog } from "./RoomDialog";
import { RoomTable } from "./RoomTable";
import { SuggestRoomsDialog } from "./SuggestRoomsDialog";
import { useRoomActions } from "./useRoomActions";
import { downloadText, useRoomCsvUpload } from "./useRoomCsvUpload";
import { useRoomBoard } from "./useRoomBoard";
import { useRoomEditing } from "./useRoomEditing";

type DialogState = { kind: "add" } | { kind: "edit"; room: BoardRoom } | { kind: "delete"; room: BoardRoom } | { kind: "suggest" } | null;

function ManageRooms() {
  const board = useRoomBoard();
  const logos = useQuery(api.images.urls, {});
  const notify = useNotify();
  const t = useT(roomsNs);
  const { assign, remove } = useRoomActions();
  const editing = useRoomEditing();
  const { upload, busy } = useRoomCsvUpload();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [refused, setRefused] = useState<{ roomId: Id<"rooms">; message: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, t("printTitle"));

  const rooms = useMemo(() => (board === undefined ? [] : sortRooms(board.rooms, t.language)), [board, t.language]);
  const occupied = rooms.filter((room) => room.occupants.length > 0);
  if (board === undefined) return <PageLoading />;

  // A refusal is repeated in the row of the room it concerns, where the staff member is looking.
  const inRoom = (roomId: Id<"rooms"> | undefined, attempt: Promise<string | null>) => {
    setRefused(null);
    void attempt.then((message) => setRefused(message === null || roomId === undefined ? null : { roomId, message }));
  };

  const printBadges = () => {
    const problem = badgePrintProblem(rooms, t);
    if (problem === null) print();
    else notify({ title: t("toast.warning"), description: problem, variant: "warning" });
  };

  // The template's headers and example rooms in the person's language (the import reads either).
  const downloadTemplate = () => {
    const template = roomCsvTemplate(t.language);
    downloadText(template.fileName, template.text);
  };

  return (
    <>
      <PageHeader title={t("page.title")}>
        <Button variant="outlined" startIcon={<Download />} onClick={downloadTemplate}>
          {t("action.downloadTemplate")}
        </Button>
        <Button variant="outlined" startIcon={<Print />} onClick={printBadges}>
          {t("action.printBadges")}
        </Button>
        <Button variant="outlined" startIcon={<Upload />} onClick={() => fileInput.current?.click()} disabled={busy}>
          {t("action.uploadCsv")}
        </Button>
        <Button variant="outlined" startIcon={<AutoFixHigh />} onClick={() => setDialog({ kind: "suggest" })}>
          {t("action.suggest")}
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: "add" })}>
          {t("action.add")}
        </Button>
      </PageHeader>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="room-csv-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file !== undefined) void upload(file);
        }}
      />
      {busy && <LinearProgress aria-label={t("uploading")} sx={{ mb: 2 }} />}
      <RoomTable
        rooms={rooms}
        unassigned={board.unassigned}
        refusal={refused && { ...refused, dismiss: () => setRefused(null) }}
        actions={{
          assign: (attendeeId, roomId) => inRoom(roomId, assign(attendeeId, roomId)),
          remove: (attendeeId) => inRoom(rooms.find((room) => room.occupants.some((man) => man._id === attendeeId))?._id, remove(attendeeId)),
          setType: (room, roomType) => void editing.changeType(room._id, roomType),
          edit: (room) => setDialog({ kind: "edit", room }),
          delete: (room) => setDialog({ kind: "delete", room }),
        }}
      />
      {dialog?.kind === "add" && <RoomDialog open onClose={() => setDialog(null)} onSubmit={editing.addRoom} />}
      {dialog?.kind === "edit" && (
        <RoomDialog
          open
          initial={{ ...dialog.room, description: dialog.room.description ?? "" }}
          typeLocked={dialog.room.occupants.length > 0}
          onClose={() => setDialog(null)}
          onSubmit={(values) => editing.editRoom(dialog.room._id, values)}
        />
      )}
      <DeleteRoomDialog
        room={dialog?.kind === "delete" ? { name: dialog.room.name, occupants: dialog.room.occupants.length } : null}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "delete") void editing.deleteRoom(dialog.room._id);
          setDialog(null);
        }}
      />
      {dialog?.kind === "suggest" && <SuggestRoomsDialog board={board} onClose={() => setDialog(null)} />}
      <Box sx={{ display: "none" }}>
        <RoomBadgeSheet ref={sheet} rooms={occupied} logo={logos?.logo1.url ?? null} />
      </Box>
    </>
  );
}

export default function RoomsPage() {
  return (
    <QueryErrorBoundary>
      <ManageRooms />
    </QueryErrorBoundary>
  );
}
