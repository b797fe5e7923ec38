import Bed from "@mui/icons-material/Bed";
import Church from "@mui/icons-material/Church";
import RecordVoiceOver from "@mui/icons-material/RecordVoiceOver";
import TableRestaurant from "@mui/icons-material/TableRestaurant";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FunctionReturnType } from "convex/server";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { api } from "../../../convex/_generated/api";
import { formatAdorationHour } from "../../lib/adorationHour";
import { formatLongDate } from "../../lib/format";
import { formatTime } from "../../lib/retreatTime";

type Dashboard = Extract<FunctionReturnType<typeof api.servers.dashboard>, { found: true }>;

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        {icon}
        <Typography variant="h2">{title}</Typography>
      </Stack>
      {children}
    </Paper>
  );
}

const none = (text: string) => <Typography color="text.secondary">{text}</Typography>;

/** Room, table, adoration hours and talks, as four sections. */
export function ServerDashboardSections({ dashboard }: { dashboard: Dashboard }) {
  const { room, tables, adoration, talks } = dashboard;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      <Section title="Room" icon={<Bed color="primary" />}>
        {room === null ? (
          none("No room assigned yet.")
        ) : (
          <>
            <Typography sx={{ fontSize: "1.5rem", fontWeight: 700 }}>{room.name}</Typography>
            <Typography color="text.secondary">
              {room.roommates.length === 0 ? "No roommates yet." : `With ${room.roommates.join(", ")}`}
            </Typography>
          </>
        )}
      </Section>
      <Section title="Table" icon={<TableRestaurant color="primary" />}>
        {tables.length === 0
          ? none("No table assigned yet.")
          : tables.map((table) => (
              <Typography key={table.name} sx={{ fontSize: "1.25rem", fontWeight: 600 }}>
                {table.name} {table.role === "leader" ? "(table leader)" : table.leader ? `(leader: ${table.leader})` : ""}
              </Typography>
            ))}
      </Section>
      <Section title="Adoration Hours" icon={<Church color="primary" />}>
        {adoration.length === 0
          ? none("No adoration hours booked.")
          : adoration.map((hour) => <Typography key={hour._id}>{formatAdorationHour(hour)}</Typography>)}
        <Button component={Link} to="/adoration" size="small" sx={{ mt: 1 }}>
          Adoration Schedule
        </Button>
      </Section>
      <Section title="Talks" icon={<RecordVoiceOver color="primary" />}>
        {talks.length === 0
          ? none("No talks assigned.")
          : talks.map((talk) => (
              <Typography key={talk._id}>
                <strong>{talk.title}</strong> ({talk.kind === "talk" ? "talk" : "testimony"})
                {talk.day ? ` · ${formatLongDate(talk.day)}` : ""}
                {talk.time ? ` at ${formatTime(talk.time)}` : ""} · {talk.status}
              </Typography>
            ))}
      </Section>
    </Box>
  );
}
