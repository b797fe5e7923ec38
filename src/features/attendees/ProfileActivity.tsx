import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { FunctionReturnType } from "convex/server";
import type { ReactNode } from "react";
import type { api } from "../../../convex/_generated/api";
import { FIELD_LABELS, type AttendeeInputField } from "../../../convex/shared/attendeeRules";
import { formatDateTime, formatLongDate } from "../../lib/format";

type Profile = NonNullable<FunctionReturnType<typeof api.attendees.profile>>;
type HistoryEntry = Profile["history"][number];

function ActivityCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

export function PalancasCard({ palancas }: { palancas: Profile["palancas"] }) {
  return (
    <ActivityCard title={`Palancas Received (${palancas.length})`}>
      {palancas.length === 0 ? (
        <Empty>No palancas recorded yet.</Empty>
      ) : (
        <List dense disablePadding>
          {palancas.map((p) => (
            <ListItem key={p._id} disableGutters>
              <ListItemText
                primary={p.relationship ? `${p.from_name} (${p.relationship})` : p.from_name}
                secondary={[`Received ${formatLongDate(p.received_date)}`, p.notes].filter(Boolean).join(" · ")}
              />
            </ListItem>
          ))}
        </List>
      )}
    </ActivityCard>
  );
}

const hourFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC", // slot times are the retreat house's local time stored as UTC
});

export function AdorationCard({ hours }: { hours: Profile["adoration"] }) {
  return (
    <ActivityCard title="Adoration Hours">
      {hours.length === 0 ? (
        <Empty>No adoration hours booked.</Empty>
      ) : (
        <List dense disablePadding>
          {hours.map((h) => (
            <ListItem key={h._id} disableGutters>
              <ListItemText primary={`${hourFormat.format(h.start)} – ${hourFormat.format(h.end)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </ActivityCard>
  );
}

const PLACEMENT_LABELS: Record<string, string> = { room_id: "Room", table_id: "Table", checked_in_at: "Check-in Time" };

function labelOf(field: string): string {
  return FIELD_LABELS[field as AttendeeInputField] ?? PLACEMENT_LABELS[field] ?? field;
}

function shown(value: unknown, field: string, names: ReadonlyMap<string, string>): string {
  if (value === undefined || value === null || value === "") return "empty";
  if (field === "room_id" || field === "table_id") return names.get(String(value)) ?? "a removed one";
  if (field === "checked_in_at" && typeof value === "number") return formatDateTime(value);
  if (field === "birthday" && typeof value === "string") return formatLongDate(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** "First Name: John → Johnny" lines for an update; a sentence for a creation or deletion. */
export function describeChange(entry: HistoryEntry, names: ReadonlyMap<string, string>): string[] {
  if (entry.action === "create") return ["Added"];
  if (entry.action === "delete") return [entry.summary ?? "Deleted"];
  return entry.changes.map(
    (c) => `${labelOf(c.field)}: ${shown(c.before, c.field, names)} → ${shown(c.after, c.field, names)}`,
  );
}

/** The changes made to this attendee, newest first: who, what and when. */
export function HistoryCard({ history, names }: { history: Profile["history"]; names: ReadonlyMap<string, string> }) {
  return (
    <ActivityCard title="History of Changes">
      {history.length === 0 ? (
        <Empty>No changes recorded.</Empty>
      ) : (
        <List dense disablePadding>
          {history.map((entry) => (
            <ListItem key={entry._id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={describeChange(entry, names).join("; ")}
                secondary={`${entry.who} · ${formatDateTime(entry.at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </ActivityCard>
  );
}
