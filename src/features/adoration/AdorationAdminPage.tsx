import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { PageLoading } from "../../components/PageLoading";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { groupByDay, useWallClockNow } from "../../lib/adorationTime";
import { formatDayIn } from "../../lib/retreatTime";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { AdminDayTable } from "./AdminDayTable";
import { AssignDialog } from "./AssignDialog";
import { hourState, uncoveredCount } from "./hourStatus";
import { IcsDialog } from "./IcsDialog";
import { OutsideBookings } from "./OutsideBookings";
import { RosterSheet } from "./RosterSheet";
import { useAdorationAdmin, type AdminHour } from "./useAdorationAdmin";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

type DialogState = { kind: "assign"; hour: AdminHour; when: string } | { kind: "ics" } | null;

function AdorationAdmin() {
  const t = useT(adorationNs);
  const schedule = useQuery(api.adoration.adminSchedule, {});
  const wallNow = useWallClockNow(schedule?.timeZone);
  const actions = useAdorationAdmin();
  const [dialog, setDialog] = useState<DialogState>(null);
  const roster = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(roster, t("roster.title"));
  if (schedule === undefined) return <PageLoading />;

  const scheduled = schedule.slots.filter((hour) => !hour.outsideSchedule);
  const aside = schedule.slots.filter((hour) => hour.outsideSchedule);
  const bookable = scheduled.filter((hour) => ["covered", "uncovered"].includes(hourState(hour, wallNow)));
  const open = uncoveredCount(scheduled, wallNow);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("admin.title")}>
        <Button variant="outlined" startIcon={<CalendarMonth />} onClick={() => setDialog({ kind: "ics" })}>
          {t("admin.calendarFile")}
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={print} disabled={scheduled.length === 0}>
          {t("admin.printRoster")}
        </Button>
      </PageHeader>
      <Typography aria-live="polite">
        {t("admin.summary", { total: scheduled.length, open })}
      </Typography>
      <OutsideBookings aside={aside} openHours={bookable} onMove={(holder, slotId, when) => void actions.move(holder, slotId, when)} onClear={(holder) => void actions.clear(holder)} />
      {scheduled.length === 0 && <Typography color="text.secondary">{t("admin.empty")}</Typography>}
      {groupByDay(scheduled).map(({ day, items }) => (
        <Box component="section" key={day} aria-label={formatDayIn(t.language, day)}>
          <Typography variant="h2" sx={{ fontSize: "1.2rem", mb: 1 }}>
            {formatDayIn(t.language, day)}
          </Typography>
          <AdminDayTable
            day={formatDayIn(t.language, day)}
            hours={items}
            wallNow={wallNow}
            actions={{
              assign: (hour, when) => setDialog({ kind: "assign", hour, when }),
              clear: (holder) => void actions.clear(holder),
              setBlocked: (hour, blocked, when) => void actions.setBlocked(hour._id, blocked, when),
              setCapacity: (hour, capacity, when) => void actions.setCapacity(hour._id, capacity, when),
            }}
          />
        </Box>
      ))}
      {dialog?.kind === "assign" && (
        <AssignDialog when={dialog.when} onClose={() => setDialog(null)} onAssign={(adorer) => actions.assign(dialog.hour._id, adorer, dialog.when)} />
      )}
      {dialog?.kind === "ics" && <IcsDialog hours={schedule.slots} onClose={() => setDialog(null)} />}
      <Box sx={{ display: "none" }}>
        <RosterSheet ref={roster} hours={scheduled} />
      </Box>
    </Stack>
  );
}

export default function AdorationAdminPage() {
  return (
    <QueryErrorBoundary>
      <AdorationAdmin />
    </QueryErrorBoundary>
  );
}
