import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { formatSlot } from "../../lib/adorationTime";
import { formatPhone } from "../../lib/format";
import type { AdminHolder, AdminHour } from "./useAdorationAdmin";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

type Props = {
  aside: readonly AdminHour[];
  openHours: readonly AdminHour[];
  onMove: (holder: AdminHolder, slotId: Id<"adorationSlots">, when: string) => void;
  onClear: (holder: AdminHolder) => void;
};

function MoveRow({ holder, from, openHours, onMove, onClear }: { holder: AdminHolder; from: AdminHour } & Omit<Props, "aside">) {
  const t = useT(adorationNs);
  const [target, setTarget] = useState("");
  const targetHour = openHours.find((hour) => hour._id === target);
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
      <Typography sx={{ flex: 1 }}>
        {holder.name}
        {holder.phone ? ` · ${formatPhone(holder.phone)}` : ""} {t("outside.was", { when: formatSlot(from.start, from.end, t.language) })}
      </Typography>
      <TextField select size="small" label={t("outside.moveTo")} value={target} onChange={(e) => setTarget(e.target.value)} sx={{ minWidth: 240 }}>
        {openHours.map((hour) => (
          <MenuItem key={hour._id} value={hour._id}>
            {formatSlot(hour.start, hour.end, t.language)}
          </MenuItem>
        ))}
      </TextField>
      <Button disabled={!targetHour} onClick={() => targetHour && onMove(holder, targetHour._id, formatSlot(targetHour.start, targetHour.end, t.language))}>
        {t("outside.move")}
      </Button>
      <Button color="error" onClick={() => onClear(holder)}>
        {t("outside.clear")}
      </Button>
    </Stack>
  );
}

/** Bookings whose hours left the schedule when Settings changed: kept here until moved or cleared. */
export function OutsideBookings({ aside, openHours, onMove, onClear }: Props) {
  const t = useT(adorationNs);
  const count = aside.reduce((sum, hour) => sum + hour.holders.length, 0);
  if (count === 0) return null;
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>
        {t("outside.title", { count })}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t("outside.text")}
      </Typography>
      <Stack spacing={1}>
        {aside.flatMap((hour) =>
          hour.holders.map((holder) => <MoveRow key={holder._id} holder={holder} from={hour} openHours={openHours} onMove={onMove} onClear={onClear} />),
        )}
      </Stack>
    </Alert>
  );
}
