import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { formatFullName } from "../../lib/format";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { checkedInText, paidText, typeText } from "./labels";
import type { AttendeeGridProps } from "./AttendeeGrid";
import { RoomSelect, TableSelect } from "./AssignmentSelects";

export type AttendeeCardListProps = Omit<AttendeeGridProps, "sort" | "onSortChange" | "showAll">;

/**
 * The attendee list on a phone: one compact card per man (name, type, paid, checked in, room,
 * table) with the grid's actions (select for printing, edit, delete, room and table pickers).
 * Fed the same rows as the grid.
 */
export function AttendeeCardList({ rows, rooms, tables, selected, onSelectedChange, onEdit, onDelete, onRoomChange, onTableChange }: AttendeeCardListProps) {
  const t = useT(attendeesNs);
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
        {t("grid.noRows")}
      </Typography>
    );
  }
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <Stack component="ul" aria-label={t("cards.label")} spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {rows.map((row) => {
        const name = formatFullName(row.first_name, row.last_name);
        return (
          <Card component="li" key={row._id} variant="outlined" aria-label={name} sx={{ p: 1.5 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
              <Checkbox
                size="small"
                checked={selected.has(row._id)}
                onChange={() => toggle(row._id)}
                slotProps={{ input: { "aria-label": t("cards.select", { name }) } }}
                sx={{ ml: -1 }}
              />
              <Link component={RouterLink} to={`/attendees/${row._id}`} sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                {name}
              </Link>
              <IconButton size="small" aria-label={t("grid.editName", { name })} onClick={() => onEdit(row)}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t("grid.deleteName", { name })} onClick={() => onDelete(row)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
            <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap", mb: 1 }}>
              <Chip size="small" label={typeText(t, row.attendee_type)} />
              <Chip size="small" variant="outlined" label={paidText(t, row.has_paid)} color={row.has_paid ? "success" : "default"} />
              <Chip size="small" variant="outlined" label={checkedInText(t, row.has_checked_in)} color={row.has_checked_in ? "primary" : "default"} />
            </Stack>
            <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
              <RoomSelect row={row} rooms={rooms} onChange={onRoomChange} />
              <TableSelect row={row} tables={tables} onChange={onTableChange} />
            </Box>
          </Card>
        );
      })}
    </Stack>
  );
}
