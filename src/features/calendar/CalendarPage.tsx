import Add from "@mui/icons-material/Add";
import EventIcon from "@mui/icons-material/Event";
import Print from "@mui/icons-material/Print";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { useQuery } from "convex/react";
import { useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { PageLoading } from "../../components/PageLoading";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { buildIcs } from "../../lib/ics";
import { downloadFile } from "../../lib/excel/workbook";
import { formatShortDayIn } from "../../lib/retreatTime";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { weekendIcsEvents, type StaffEvent } from "./agenda";
import { CalendarSheet } from "./CalendarSheet";
import { DayAgenda } from "./DayAgenda";
import { EventDialog } from "./EventDialog";
import { calendarNs } from "../../i18n/namespaces/calendar";
import { useT } from "../../i18n/useT";

function Calendar() {
  const t = useT(calendarNs);
  const days = useQuery(api.calendar.weekend, {});
  const header = useQuery(api.settings.header, {});
  const [view, setView] = useState<"week" | "day">("week");
  const [dayIndex, setDayIndex] = useState(0);
  const [editing, setEditing] = useState<StaffEvent | null | "new">(null);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, t("sheet.title"));
  if (days === undefined) return <PageLoading />;

  const exportIcs = () => {
    // A retreat without a name yet is called "Retreat" in its calendar app.
    const name = t("page.icsName", { name: header?.retreatName ?? "unnamed" });
    downloadFile(new Blob([buildIcs(name, weekendIcsEvents(days, t))], { type: "text/calendar;charset=utf-8" }), t("page.icsFile"), "text/calendar");
  };
  const shown = Math.min(dayIndex, Math.max(0, days.length - 1));

  return (
    <>
      <PageHeader title={t("page.title")}>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, next: "week" | "day" | null) => next && setView(next)} aria-label={t("page.view")}>
          <ToggleButton value="week">{t("page.week")}</ToggleButton>
          <ToggleButton value="day">{t("page.day")}</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" startIcon={<Print />} onClick={print} disabled={days.length === 0}>
          {t("page.print")}
        </Button>
        <Button variant="outlined" startIcon={<EventIcon />} onClick={exportIcs} disabled={days.length === 0}>
          {t("page.exportIcs")}
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing("new")} disabled={days.length === 0}>
          {t("page.addEvent")}
        </Button>
      </PageHeader>
      {days.length === 0 ? (
        <Alert severity="info">{t("page.noDates")}</Alert>
      ) : view === "week" ? (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: `repeat(${Math.min(days.length, 4)}, 1fr)` } }}>
          {days.map((day) => (
            <DayAgenda key={day.date} day={day} onEditEvent={setEditing} />
          ))}
        </Box>
      ) : (
        <>
          <Tabs value={shown} onChange={(_e, next: number) => setDayIndex(next)} variant="scrollable" sx={{ mb: 2 }}>
            {days.map((day) => (
              <Tab key={day.date} label={formatShortDayIn(t.language, day.date)} />
            ))}
          </Tabs>
          <DayAgenda day={days[shown]} onEditEvent={setEditing} />
        </>
      )}
      {editing !== null && <EventDialog event={editing === "new" ? null : editing} days={days} onClose={() => setEditing(null)} />}
      <Box sx={{ display: "none" }}>
        <CalendarSheet ref={sheet} days={days} />
      </Box>
    </>
  );
}

/** /calendar: the retreat days with talks, adoration coverage and staff events; print and .ics export. */
export default function CalendarPage() {
  return (
    <QueryErrorBoundary>
      <Calendar />
    </QueryErrorBoundary>
  );
}
