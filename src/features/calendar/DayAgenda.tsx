import Church from "@mui/icons-material/Church";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDay, formatTime } from "../../lib/retreatTime";
import { adorationText, agendaOf, hoursText, talkChipLabel, type CalendarDay, type StaffEvent } from "./agenda";

/** One retreat day: its hours, adoration coverage, then talks and staff events in time order. */
export function DayAgenda({ day, onEditEvent }: { day: CalendarDay; onEditEvent: (event: StaffEvent) => void }) {
  const items = agendaOf(day);
  const open = day.adoration.total - day.adoration.blocked;
  const id = `calendar-day-${day.date}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {formatDay(day.date)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Retreat hours: {hoursText(day)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: "center" }}>
          <Church fontSize="small" color={day.adoration.covered < open ? "warning" : "success"} aria-hidden />
          <Typography variant="body2">{adorationText(day.adoration)}</Typography>
        </Stack>
        {items.length === 0 ? (
          <Typography color="text.secondary">Nothing scheduled.</Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item) => {
              const text = (
                <ListItemText
                  primary={
                    <>
                      <strong>{formatTime(item.start)}</strong>–{formatTime(item.end)} {item.title}
                    </>
                  }
                  secondary={[item.detail, item.place].filter(Boolean).join(" · ")}
                />
              );
              if (item.kind === "event") {
                return (
                  <ListItemButton key={item.id} onClick={() => onEditEvent(item.event)} aria-label={`Edit event ${item.title}`} sx={{ px: 0.5 }}>
                    {text}
                    <Chip size="small" label="Staff" variant="outlined" />
                  </ListItemButton>
                );
              }
              return (
                <ListItem key={item.id} sx={{ px: 0.5 }}>
                  {text}
                  <Chip size="small" label={talkChipLabel(item)} color="primary" variant="outlined" />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
