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
import { formatLongDateIn } from "../../i18n/format";
import { homeNs } from "../../i18n/namespaces/home";
import { useT } from "../../i18n/useT";
import { adorationHourIn, clockTimeIn } from "./homeText";

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
  const t = useT(homeNs);
  const { language } = t;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      <Section title={t("section.room")} icon={<Bed color="primary" />}>
        {room === null ? (
          none(t("section.noRoom"))
        ) : (
          <>
            <Typography sx={{ fontSize: "1.5rem", fontWeight: 700 }}>{room.name}</Typography>
            <Typography color="text.secondary">
              {room.roommates.length === 0 ? t("section.noRoommates") : t("section.with", { names: room.roommates.join(", ") })}
            </Typography>
          </>
        )}
      </Section>
      <Section title={t("section.table")} icon={<TableRestaurant color="primary" />}>
        {tables.length === 0
          ? none(t("section.noTable"))
          : tables.map((table) => (
              <Typography key={table.name} sx={{ fontSize: "1.25rem", fontWeight: 600 }}>
                {table.name} {table.role === "leader" ? t("section.tableLeader") : table.leader ? t("section.leader", { name: table.leader }) : ""}
              </Typography>
            ))}
      </Section>
      <Section title={t("section.adoration")} icon={<Church color="primary" />}>
        {adoration.length === 0
          ? none(t("section.noAdoration"))
          : adoration.map((hour) => <Typography key={hour._id}>{adorationHourIn(language, hour)}</Typography>)}
        <Button component={Link} to="/adoration" size="small" sx={{ mt: 1 }}>
          {t("section.adorationSchedule")}
        </Button>
      </Section>
      <Section title={t("section.talks")} icon={<RecordVoiceOver color="primary" />}>
        {talks.length === 0
          ? none(t("section.noTalks"))
          : talks.map((talk) => (
              <Typography key={talk._id}>
                <strong>{talk.title}</strong> ({t("section.kind", { kind: talk.kind })})
                {talk.day ? t("section.day", { day: formatLongDateIn(language, talk.day) }) : ""}
                {talk.time ? t("section.time", { time: clockTimeIn(language, talk.time) }) : ""} · {t("section.status", { status: talk.status })}
              </Typography>
            ))}
      </Section>
    </Box>
  );
}
