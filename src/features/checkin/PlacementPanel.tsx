import Close from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatFullName } from "../../lib/format";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";
import type { CheckInRow } from "./checkInSearch";

function Big({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="overline" sx={{ lineHeight: 1.2 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: "2rem", sm: "2.5rem" }, fontWeight: 800, lineHeight: 1.1 }}>{value}</Typography>
    </Box>
  );
}

/** After a check-in: where he sleeps and eats, and whether he snores or sleeps at home, large enough to read out. */
export function PlacementPanel({ row, onClose }: { row: CheckInRow; onClose: () => void }) {
  const t = useT(checkinNs);
  const room = row.sleeps_at_home ? t("placement.sleepsAtHome") : (row.room_name ?? t("placement.noRoom"));
  const name = formatFullName(row.first_name, row.last_name);
  return (
    <Alert
      severity="success"
      icon={false}
      role="region"
      aria-label={t("placement.label")}
      sx={{ "& .MuiAlert-message": { width: "100%" } }}
      action={
        <IconButton aria-label={t("close")} onClick={onClose}>
          <Close />
        </IconButton>
      }
    >
      <Typography sx={{ fontWeight: 700, fontSize: "1.25rem", mb: 1 }}>
        {row.has_checked_in ? t("placement.isCheckedIn", { name }) : t("placement.notCheckedIn", { name })}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1, sm: 4 }}>
        <Big label={t("placement.room")} value={room} />
        <Big label={t("placement.table")} value={row.table_name ?? t("placement.noTable")} />
      </Stack>
      {row.snore && <Typography sx={{ mt: 1, fontSize: "1.5rem", fontWeight: 700 }}>{t("placement.snores")}</Typography>}
    </Alert>
  );
}
