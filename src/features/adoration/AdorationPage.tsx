import EventAvailable from "@mui/icons-material/EventAvailable";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { useCan, useViewer } from "../../components/auth/useViewer";
import { PageLoading } from "../../components/PageLoading";
import { useWallClockNow } from "../../lib/adorationTime";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { AdorationGrid } from "./AdorationGrid";
import { uncoveredCount } from "./hourStatus";
import { MyHours } from "./MyHours";
import { useAdorationActions } from "./useAdorationActions";
import { useAdorationGrid, type ScheduleHour } from "./useAdorationGrid";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

function useMyName(you: string): string {
  const state = useViewer();
  if (state.status !== "signedIn") return you;
  const { firstName, lastName, email } = state.viewer;
  return [firstName, lastName].filter(Boolean).join(" ") || email || you;
}

function Schedule() {
  const t = useT(adorationNs);
  const schedule = useAdorationGrid();
  const wallNow = useWallClockNow(schedule?.timeZone);
  const myName = useMyName(t("schedule.you"));
  const actions = useAdorationActions(myName);
  const canManage = useCan("manageAdoration");
  if (schedule === undefined) return <PageLoading />;

  const open = uncoveredCount(schedule.hours, wallNow);
  const book = (hour: ScheduleHour, when: string) => void actions.book(hour._id, when);
  const release = (hour: ScheduleHour, when: string) => void actions.release(hour._id, when);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("schedule.title")}>
        {canManage && (
          <Button component={Link} to="/adoration/admin" variant="outlined" startIcon={<EventAvailable />}>
            {t("schedule.adminLink")}
          </Button>
        )}
      </PageHeader>
      <Typography aria-live="polite" data-testid="uncovered-summary">
        {t("schedule.needCoverage", { open })} {schedule.namesVisible ? "" : t("schedule.namesPrivate")}
      </Typography>
      <MyHours hours={schedule.hours} name={myName} wallNow={wallNow} onRelease={release} />
      {schedule.hours.length === 0 ? (
        <Typography color="text.secondary">{t("schedule.empty")}</Typography>
      ) : (
        <AdorationGrid hours={schedule.hours} wallNow={wallNow} onBook={book} onRelease={release} />
      )}
    </Stack>
  );
}

export default function AdorationPage() {
  return (
    <QueryErrorBoundary>
      <Schedule />
    </QueryErrorBoundary>
  );
}
