import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { LiveArrivalCounts } from "../../components/checkin/ArrivalCounts";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { homeNs } from "../../i18n/namespaces/home";
import { useT } from "../../i18n/useT";
import { ARRIVALS_QUERY } from "./homeText";

/** Live arrivals for staff who check men in (checkIn): the coordinator watches them from here. */
export function ArrivalsWidget() {
  const t = useT(homeNs);
  return (
    <Card variant="outlined" component="section" aria-labelledby="arrivals-heading">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1.5, gap: 1, flexWrap: "wrap" }}>
          <Typography variant="h2" id="arrivals-heading">
            {t("arrivals.title")}
          </Typography>
          <Button component={Link} to="/checkin" variant="outlined">
            {t("arrivals.open")}
          </Button>
        </Stack>
        <QueryErrorBoundary label={ARRIVALS_QUERY} fallback={<Typography color="text.secondary">{t("arrivals.unavailable")}</Typography>}>
          <LiveArrivalCounts />
        </QueryErrorBoundary>
      </CardContent>
    </Card>
  );
}
