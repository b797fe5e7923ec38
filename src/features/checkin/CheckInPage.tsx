import ArrowBack from "@mui/icons-material/ArrowBack";
import Fullscreen from "@mui/icons-material/Fullscreen";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { LiveArrivalCounts } from "../../components/checkin/ArrivalCounts";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";
import { CheckInDesk } from "./CheckInDesk";

/** One short row, so that on a phone the search starts right under the app header. */
function TitleRow() {
  const t = useT(checkinNs);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", minHeight: 40 }}>
      <IconButton component={Link} to="/" aria-label={t("back")} edge="start">
        <ArrowBack />
      </IconButton>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", sm: "2rem" }, flex: 1 }}>
        {t("title")}
      </Typography>
      <Button component={Link} to="/checkin/station" size="small" startIcon={<Fullscreen />}>
        {t("station")}
      </Button>
    </Stack>
  );
}

/** Check-In: search first, one-tap check-in with undo, payment at the door, live counts while the search is empty. */
export default function CheckInPage() {
  return <CheckInDesk top={<TitleRow />} idle={<LiveArrivalCounts />} />;
}
