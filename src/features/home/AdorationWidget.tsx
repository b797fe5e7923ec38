import Church from "@mui/icons-material/Church";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { countUpcoming, useWallClockNow } from "../../lib/adorationTime";
import { homeNs } from "../../i18n/namespaces/home";
import { useT } from "../../i18n/useT";
import { ADORATION_QUERY } from "./homeText";

/** How many adoration hours still need someone, with the way to reserve one. */
export function AdorationCoverage({ uncoveredHours }: { uncoveredHours: number | undefined }) {
  const t = useT(homeNs);
  const hours = uncoveredHours ?? 0;
  return (
    <Card sx={{ bgcolor: "primary.main", color: "primary.contrastText" }} variant="elevation" elevation={0}>
      <CardContent>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <Church sx={{ fontSize: 48 }} aria-hidden />
          <Stack sx={{ flex: 1 }}>
            <Typography variant="h2" component="h2">
              {t("adoration.title")}
            </Typography>
            <Typography aria-live="polite">
              {uncoveredHours === undefined
                ? t("adoration.counting")
                : t("adoration.uncovered", { count: hours, n: String(hours) })}
            </Typography>
          </Stack>
          <Button component={Link} to="/adoration" variant="contained" color="secondary" size="large">
            {hours > 0 ? t("adoration.reserve") : t("adoration.view")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function LiveAdorationCoverage() {
  const coverage = useQuery(api.dashboard.adorationCoverage);
  const wallNow = useWallClockNow(coverage?.timeZone);
  return <AdorationCoverage uncoveredHours={coverage && countUpcoming(coverage.uncoveredHourEnds, wallNow)} />;
}

/** Shown only to users who may book adoration; a failed count reads as 0 hours. */
export function AdorationWidget() {
  return (
    <QueryErrorBoundary label={ADORATION_QUERY} fallback={<AdorationCoverage uncoveredHours={0} />}>
      <LiveAdorationCoverage />
    </QueryErrorBoundary>
  );
}
