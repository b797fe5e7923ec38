import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { Suspense, type ReactNode } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { formatLongDateIn } from "../../i18n/format";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { useT } from "../../i18n/useT";

/** Names the query in the log (not shown). */
const WEEKENDS_QUERY = "Attendee weekends";

function WeekendsFrame({ children }: { children: ReactNode }) {
  const t = useT(retreatsNs);
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-weekends">
      <CardContent>
        <Typography id="profile-weekends" variant="h6" component="h2" gutterBottom>
          {t("weekends.title")}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Note({ text }: { text: "weekends.loading" | "weekends.failed" | "weekends.none" }) {
  const t = useT(retreatsNs);
  return (
    <Typography variant="body2" color="text.secondary">
      {t(text)}
    </Typography>
  );
}

function Weekends({ attendeeId }: { attendeeId: Id<"attendees"> }) {
  const t = useT(retreatsNs);
  const weekends = useQuery(api.people.weekendsOf, { attendeeId });
  if (weekends === undefined) return <Note text="weekends.loading" />;
  if (weekends.length === 0) return <Note text="weekends.none" />;
  return (
    <List dense disablePadding>
      {weekends.map((weekend) => (
        <ListItem
          key={weekend.attendeeId}
          disableGutters
          aria-current={weekend.isThisRecord ? "true" : undefined}
          secondaryAction={weekend.isThisRecord && <Chip size="small" color="primary" variant="outlined" label={t("weekends.this")} />}
        >
          <ListItemText
            primary={t("weekends.line", { type: weekend.attendeeType, name: weekend.retreatName })}
            secondary={weekend.startDate === "" ? undefined : formatLongDateIn(t.language, weekend.startDate)}
            slotProps={{ primary: { sx: { fontWeight: weekend.isThisRecord ? 700 : undefined } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The profile's Weekends: every weekend this man was part of, as retreatant or server, this one marked. */
export function WeekendsCard({ attendeeId }: { attendeeId: Id<"attendees"> }) {
  return (
    // Its texts are the retreats catalogue's: in Spanish they may arrive after the rest of the profile.
    <Suspense fallback={null}>
      <WeekendsFrame>
        <QueryErrorBoundary label={WEEKENDS_QUERY} fallback={<Note text="weekends.failed" />}>
          <Weekends attendeeId={attendeeId} />
        </QueryErrorBoundary>
      </WeekendsFrame>
    </Suspense>
  );
}
