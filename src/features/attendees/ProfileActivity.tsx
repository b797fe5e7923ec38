import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { FunctionReturnType } from "convex/server";
import type { ReactNode } from "react";
import type { api } from "../../../convex/_generated/api";
import { FIELD_LABELS } from "../../../convex/shared/attendeeRules";
import type { Language } from "../../../convex/shared/languages";
import { formatDateTimeIn, formatLongDateIn, localeTag } from "../../i18n/format";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { englishT, type AttendeesKey, type AttendeesT } from "./labels";

type Profile = NonNullable<FunctionReturnType<typeof api.attendees.profile>>;
type HistoryEntry = Profile["history"][number];

/** `name` (English, stable) names the card's heading id; `title` is shown. */
function ActivityCard({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `profile-${name.replace(/\W+/g, "-").toLowerCase()}`;
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
  const t = useT(attendeesNs);
  return (
    <ActivityCard name="Palancas Received" title={t("palancas.title", { n: String(palancas.length) })}>
      {palancas.length === 0 ? (
        <Empty>{t("palancas.none")}</Empty>
      ) : (
        <List dense disablePadding>
          {palancas.map((p) => (
            <ListItem key={p._id} disableGutters>
              <ListItemText
                primary={p.relationship ? `${p.from_name} (${p.relationship})` : p.from_name}
                secondary={[t("palancas.received", { date: formatLongDateIn(t.language, p.received_date) }), p.notes].filter(Boolean).join(" · ")}
              />
            </ListItem>
          ))}
        </List>
      )}
    </ActivityCard>
  );
}

const hourFormats = new Map<Language, Intl.DateTimeFormat>();

function hourFormat(language: Language): Intl.DateTimeFormat {
  let format = hourFormats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeTag(language), {
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC", // slot times are the retreat house's local time stored as UTC
    });
    hourFormats.set(language, format);
  }
  return format;
}

export function AdorationCard({ hours }: { hours: Profile["adoration"] }) {
  const t = useT(attendeesNs);
  const format = hourFormat(t.language);
  return (
    <ActivityCard name="Adoration Hours" title={t("adoration.title")}>
      {hours.length === 0 ? (
        <Empty>{t("adoration.none")}</Empty>
      ) : (
        <List dense disablePadding>
          {hours.map((h) => (
            <ListItem key={h._id} disableGutters>
              <ListItemText primary={`${format.format(h.start)} – ${format.format(h.end)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </ActivityCard>
  );
}

/** Fields the history names besides the form's: placement and check-in time. */
const OTHER_FIELDS = new Set(["room_id", "table_id", "checked_in_at"]);

function labelOf(t: AttendeesT, field: string): string {
  return field in FIELD_LABELS || OTHER_FIELDS.has(field) ? t(`field.${field}` as AttendeesKey) : field;
}

function shown(t: AttendeesT, value: unknown, field: string, names: ReadonlyMap<string, string>): string {
  if (value === undefined || value === null || value === "") return t("history.empty");
  if (field === "room_id" || field === "table_id") return names.get(String(value)) ?? t("history.removedPlace");
  if (field === "checked_in_at" && typeof value === "number") return formatDateTimeIn(t.language, value);
  if (field === "birthday" && typeof value === "string") return formatLongDateIn(t.language, value);
  if (typeof value === "boolean") return t(value ? "yes" : "no");
  return String(value);
}

/** "First Name: John → Johnny" lines for an update; a sentence for a creation or deletion. */
export function describeChange(entry: HistoryEntry, names: ReadonlyMap<string, string>, t: AttendeesT = englishT): string[] {
  if (entry.action === "create") return [t("history.added")];
  if (entry.action === "delete") return [entry.summary ?? t("history.deleted")];
  return entry.changes.map((c) =>
    t("history.change", { label: labelOf(t, c.field), before: shown(t, c.before, c.field, names), after: shown(t, c.after, c.field, names) }),
  );
}

/** Who made a change: his email, or the server's "System" / "Unknown user" in the person's language. */
function whoText(t: AttendeesT, who: string): string {
  if (who === "System") return t("history.system");
  if (who === "Unknown user") return t("history.unknownUser");
  return who;
}

/** The changes made to this attendee, newest first: who, what and when. */
export function HistoryCard({ history, names }: { history: Profile["history"]; names: ReadonlyMap<string, string> }) {
  const t = useT(attendeesNs);
  return (
    <ActivityCard name="History of Changes" title={t("history.title")}>
      {history.length === 0 ? (
        <Empty>{t("history.none")}</Empty>
      ) : (
        <List dense disablePadding>
          {history.map((entry) => (
            <ListItem key={entry._id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={describeChange(entry, names, t).join("; ")}
                secondary={`${whoText(t, entry.who)} · ${formatDateTimeIn(t.language, entry.at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </ActivityCard>
  );
}
