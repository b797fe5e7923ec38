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
import { formatFullName } from "../../lib/format";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { formatDateTimeIn } from "../../i18n/format";
import { checkedInText, paidText, roomChip, tableChip, typeText } from "./labels";
import { RoomSelect, TableSelect } from "./AssignmentSelects";
import { FORM_SECTIONS } from "./attendeeForm";
import { AdorationCard, HistoryCard, PalancasCard } from "./ProfileActivity";
import { ProfileSection } from "./ProfileSection";
import { useAssignments } from "./useAssignments";
import { WeekendsCard } from "./WeekendsCard";

const EMPTY: never[] = [];

/** The error boundary's log label (not shown). */
const BOUNDARY_LABEL = "Attendee profile";

function PlacementCard({ attendee }: { attendee: Doc<"attendees"> }) {
  const t = useT(attendeesNs);
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
          {t("profile.roomAndTable")}
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: "80px 1fr", gap: 1.5, alignItems: "center" }}>
          <Typography variant="body2" color="text.secondary">
            {t("placement.room")}
          </Typography>
          <RoomSelect row={attendee} rooms={rooms} onChange={changeRoom} />
          <Typography variant="body2" color="text.secondary">
            {t("placement.table")}
          </Typography>
          <TableSelect row={attendee} tables={tables} onChange={changeTable} />
        </Box>
      </CardContent>
    </Card>
  );
}

function Profile({ id }: { id: string }) {
  const t = useT(attendeesNs);
  const profile = useQuery(api.attendees.profile, { id });
  const rooms = useQuery(api.rooms.options);
  const tables = useQuery(api.diningTables.list);
  const names = useMemo(
    () => new Map<string, string>([...(rooms ?? []), ...(tables ?? [])].map((item) => [item._id, item.name])),
    [rooms, tables],
  );
  if (profile === undefined) return <PageLoading label={t("profile.loading")} />;
  if (profile === null) return <Alert severity="warning">{t("profile.notFound")}</Alert>;
  const { attendee } = profile;
  return (
    <>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mr: 2 }}>
          {formatFullName(attendee.first_name, attendee.last_name)}
        </Typography>
        <Chip label={typeText(t, attendee.attendee_type)} color="primary" variant="outlined" />
        <Chip label={paidText(t, attendee.has_paid)} color={attendee.has_paid ? "success" : "default"} variant="outlined" />
        <Chip label={checkedInText(t, attendee.has_checked_in)} variant="outlined" />
        {profile.room && <Chip label={roomChip(t, profile.room.name)} variant="outlined" />}
        {profile.table && <Chip label={tableChip(t, profile.table.name)} variant="outlined" />}
        <Typography variant="body2" color="text.secondary" sx={{ width: "100%" }}>
          {t("profile.created", { when: formatDateTimeIn(t.language, attendee.created_at) })}
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
        <WeekendsCard attendeeId={attendee._id} />
      </Box>
    </>
  );
}

/** An attendee's profile (/attendees/:id and /attendee-details/:id): every field, editable in place. */
export default function AttendeeProfilePage() {
  const { id = "" } = useParams();
  const t = useT(attendeesNs);
  return (
    <Box>
      <Button component={RouterLink} to="/attendees" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t("profile.back")}
      </Button>
      <QueryErrorBoundary label={BOUNDARY_LABEL} fallback={<Alert severity="error">{t("fetchFailed")}</Alert>}>
        <Profile key={id} id={id} />
      </QueryErrorBoundary>
    </Box>
  );
}
