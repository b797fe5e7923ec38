import Phone from "@mui/icons-material/Phone";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { formatFullName, formatPhone } from "../../lib/format";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";

import type { CheckInRow } from "./checkInSearch";

/** The men still missing, with a tap-to-call link each, to phone them. */
export function NotArrivedList({
  rows,
  onCheckIn,
  busy,
  waiting,
}: {
  rows: CheckInRow[];
  onCheckIn: (row: CheckInRow) => void;
  busy: ReadonlySet<string>;
  /** Men whose check-in waits on the phone to be sent. */
  waiting?: ReadonlyMap<string, unknown>;
}) {
  const t = useT(checkinNs);
  if (rows.length === 0) return <Typography sx={{ py: 4, textAlign: "center" }}>{t("missing.none")}</Typography>;
  return (
    <List aria-label={t("tab.missing")} disablePadding>
      {rows.map((row) => {
        const name = formatFullName(row.first_name, row.last_name);
        const type = t(row.attendee_type === "server" ? "type.server" : "type.attendee");
        return (
          <ListItem key={row._id} divider sx={{ gap: 1, flexWrap: "wrap", px: 0 }}>
            <ListItemText
              primary={name}
              secondary={row.phone_number ? type : t("missing.noPhone", { type })}
              sx={{ minWidth: 160 }}
            />
            {row.phone_number && (
              <Button href={`tel:${row.phone_number}`} variant="outlined" startIcon={<Phone />} sx={{ minHeight: 44 }} aria-label={t("missing.callLabel", { name })}>
                {formatPhone(row.phone_number)}
              </Button>
            )}
            {waiting?.has(row._id) ? (
              <Button variant="outlined" disabled sx={{ minHeight: 44 }}>
                {t("missing.waiting")}
              </Button>
            ) : (
              <Button variant="contained" disabled={busy.has(row._id)} onClick={() => onCheckIn(row)} sx={{ minHeight: 44 }} aria-label={t("card.checkInLabel", { name })}>
                {t("card.checkIn")}
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
