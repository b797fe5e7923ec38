import PersonAdd from "@mui/icons-material/PersonAdd";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Paper from "@mui/material/Paper";
import { phoneCards } from "../../components/table/phoneCards";
import { MAX_SLOT_CAPACITY } from "../../../convex/shared/adorationCapacity";
import { formatHourRange, formatSlot } from "../../lib/adorationTime";
import { formatPhone } from "../../lib/format";
import { hourState, STATE_KEYS } from "./hourStatus";
import type { AdminHolder, AdminHour } from "./useAdorationAdmin";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

const CAPACITIES = Array.from({ length: MAX_SLOT_CAPACITY }, (_, i) => i + 1);

export type DayTableActions = {
  assign: (hour: AdminHour, when: string) => void;
  clear: (holder: AdminHolder) => void;
  setBlocked: (hour: AdminHour, blocked: boolean, when: string) => void;
  setCapacity: (hour: AdminHour, capacity: number, when: string) => void;
};

/** One day of adoration hours for the admin: who holds each, clear, assign, capacity, block. */
export function AdminDayTable({ day, hours, wallNow, actions }: { day: string; hours: readonly AdminHour[]; wallNow: number; actions: DayTableActions }) {
  const t = useT(adorationNs);
  return (
    <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
      <Table size="small" aria-label={t("day.aria", { day })}>
        <TableHead>
          <TableRow>
            <TableCell>{t("col.hour")}</TableCell>
            <TableCell>{t("col.status")}</TableCell>
            <TableCell>{t("col.adorers")}</TableCell>
            <TableCell>{t("col.capacity")}</TableCell>
            <TableCell>{t("col.blocked")}</TableCell>
            <TableCell align="right">{t("col.assign")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hours.map((hour) => {
            const when = formatSlot(hour.start, hour.end, t.language);
            const state = hourState(hour, wallNow);
            const open = state === "covered" || state === "uncovered";
            return (
              <TableRow key={hour._id} data-state={state} aria-label={when}>
                <TableCell data-label={t("col.hour")} sx={{ whiteSpace: "nowrap" }}>
                  {formatHourRange(hour.start, hour.end, t.language)}
                </TableCell>
                <TableCell data-label={t("col.status")}>{t(STATE_KEYS[state])}</TableCell>
                <TableCell data-label={t("col.adorers")}>
                  <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
                    {hour.holders.map((holder) => (
                      <Chip
                        key={holder._id}
                        size="small"
                        label={holder.phone ? `${holder.name} · ${formatPhone(holder.phone)}` : holder.name}
                        onDelete={() => actions.clear(holder)}
                        slotProps={{ root: { "aria-label": holder.name } as object }}
                      />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell data-label={t("col.capacity")}>
                  <TextField
                    select
                    size="small"
                    value={hour.capacity}
                    onChange={(event) => actions.setCapacity(hour, Number(event.target.value), when)}
                    slotProps={{ htmlInput: { "aria-label": t("day.capacityOf", { when }) } }}
                  >
                    {CAPACITIES.map((n) => (
                      <MenuItem key={n} value={n}>
                        {n}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell data-label={t("col.blocked")}>
                  <Switch
                    checked={hour.is_blocked}
                    onChange={(event) => actions.setBlocked(hour, event.target.checked, when)}
                    slotProps={{ input: { "aria-label": t("day.blockOf", { when }) } }}
                  />
                </TableCell>
                <TableCell data-label={t("col.assign")} align="right">
                  <Button size="small" startIcon={<PersonAdd />} disabled={!open} onClick={() => actions.assign(hour, when)} aria-label={t("day.assignOf", { when })}>
                    {t("day.assign")}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
