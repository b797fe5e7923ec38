import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { BoardAttendee, BoardRoom } from "./boardUpdates";
import { phoneCards } from "../../components/table/phoneCards";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useT } from "../../i18n/useT";
import { RoomRow, type RoomRefusal, type RoomRowActions } from "./RoomRow";

const COLUMNS = ["column.number", "column.type", "column.capacity", "column.occupants", "column.assign", "column.actions"] as const;

export function RoomTable({
  rooms,
  unassigned,
  actions,
  refusal = null,
}: {
  rooms: readonly BoardRoom[];
  unassigned: readonly BoardAttendee[];
  actions: RoomRowActions;
  refusal?: RoomRefusal;
}) {
  const t = useT(roomsNs);
  if (rooms.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        <Typography color="text.secondary">{t("empty")}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
      <Table aria-label={t("table.label")}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rooms.map((room) => (
            <RoomRow key={room._id} room={room} unassigned={unassigned} actions={actions} refusal={refusal} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
