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
import { RoomRow, type RoomRefusal, type RoomRowActions } from "./RoomRow";

const COLUMNS = ["Room Number", "Room Type", "Capacity", "Current Occupants", "Assign Attendee", "Actions"];

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
  if (rooms.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        <Typography color="text.secondary">No rooms found. Add some rooms to get started.</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
      <Table aria-label="Rooms">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
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
