import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useCallback, useMemo } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import type { Doc, Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { attendeeTypeLabel, checkedInLabel, formatDateTime, formatFullName, paidLabel } from "../../lib/format";
import { RoomSelect, TableSelect } from "./AssignmentSelects";
import { FORM_SECTIONS } from "./attendeeForm";
import { AdorationCard, HistoryCard, PalancasCard } from "./ProfileActivity";
import { ProfileSection } from "./ProfileSection";
import { useAssignments } from "./useAssignments";

const EMPTY: never[] = [];

/** "Room 305" stays as it is; "305" becomes "Room 305". */
function prefixed(kind: string, name: string): string {
  return name.toLowerCase().startsWith(kind.toLowerCase()) ? name : `${kind} ${name}`;
}

function PlacementCard({ attendee }: { attendee: Doc<"attendees"> }) {
  const rooms = useQuery(api.rooms.options) ?? EMPTY;
  const tables = useQuery(api.diningTables.list) ?? EMPTY;
  const { setRoom, setTable } = useAssignments();
  const changeRoom = useCallback((id: Id<"attendees">, roomId: Id<"rooms"> | null) => void setRoom(id, roomId), [setRoom]);
  const changeTable = useCallback(
    (id: Id<"attendees">, tableId: Id<"diningTables"> | null) => void setTable(id, tableId),
    [setTable],
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-room-table">
      <CardContent>
        <Typography id="profile-room-table" variant="h6" component="h2" gutterBottom>
          Room and Table
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: "80px 1fr", gap: 1.5, alignItems: "center" }}>
          <Typography variant="body2" color="text.secondary">
            Room
          </Typography>
          <RoomSelect row={attendee} rooms={rooms} onChange={changeRoom} />
          <Typography variant="body2" color="text.secondary">
            Table
          </Typography>
          <TableSelect row={attendee} tables={tables} onChange={changeTable} />
        </Box>
      </CardContent>
    </Card>
  );
}

function Profile({ id }: { id: string }) {
  const profile = useQuery(api.attendees.profile, { id });
  const rooms = useQuery(api.rooms.options);
  const tables = useQuery(api.diningTables.list);
  const names = useMemo(
    () => new Map<string, string>([...(rooms ?? []), ...(tables ?? [])].map((item) => [item._id, item.name])),
    [rooms, tables],
  );
  if (profile === undefined) return <PageLoading label="Loading attendee" />;
  if (profile === null) return <Alert severity="warning">This attendee was not found. He may have been deleted.</Alert>;
  const { attendee } = profile;
  return (
    <>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mr: 2 }}>
          {formatFullName(attendee.first_name, attendee.last_name)}
        </Typography>
        <Chip label={attendeeTypeLabel(attendee.attendee_type)} color="primary" variant="outlined" />
        <Chip label={paidLabel(attendee.has_paid)} color={attendee.has_paid ? "success" : "default"} variant="outlined" />
        <Chip label={checkedInLabel(attendee.has_checked_in)} variant="outlined" />
        {profile.room && <Chip label={prefixed("Room", profile.room.name)} variant="outlined" />}
        {profile.table && <Chip label={prefixed("Table", profile.table.name)} variant="outlined" />}
        <Typography variant="body2" color="text.secondary" sx={{ width: "100%" }}>
          Created {formatDateTime(attendee.created_at)}
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "1fr 1fr 1fr" } }}>
        <PlacementCard attendee={attendee} />
        {FORM_SECTIONS.map((section) => (
          <ProfileSection key={section.title} section={section} attendee={attendee} />
        ))}
        <PalancasCard palancas={profile.palancas} />
        <AdorationCard hours={profile.adoration} />
        <HistoryCard history={profile.history} names={names} />
      </Box>
    </>
  );
}

/** An attendee's profile (/attendees/:id and /attendee-details/:id): every field, editable in place. */
export default function AttendeeProfilePage() {
  const { id = "" } = useParams();
  return (
    <Box>
      <Button component={RouterLink} to="/attendees" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        Back to Attendees
      </Button>
      <QueryErrorBoundary label="Attendee profile" fallback={<Alert severity="error">Failed to fetch attendees. Please try again.</Alert>}>
        <Profile key={id} id={id} />
      </QueryErrorBoundary>
    </Box>
  );
}
