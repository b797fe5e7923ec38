import Cancel from "@mui/icons-material/Cancel";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Id } from "../../../convex/_generated/dataModel";
import { InlineRefusal } from "../../components/notifications/InlineRefusal";
import { formatNumberIn } from "../../i18n/format";
import { tablesNs } from "../../i18n/namespaces/tables";
import { useT } from "../../i18n/useT";
import { searchOptions } from "../../lib/searchOptions";
import { memberName, type BoardTable, type LeaderOption, type TableMember } from "./tableBoard";

export type TableCardActions = {
  seat: (attendeeId: Id<"attendees">, tableId: Id<"diningTables"> | null) => void;
  setLeader: (tableId: Id<"diningTables">, leaderId: Id<"attendees"> | null) => void;
  edit: (table: BoardTable) => void;
  delete: (table: BoardTable) => void;
};

/** The refusal of the last seat or leader change on a card, shown in that card. */
export type TableRefusal = { message: string; dismiss: () => void } | null;

export function TableCard({
  table,
  unseated,
  servers,
  actions,
  refusal = null,
}: {
  table: BoardTable;
  unseated: readonly TableMember[];
  servers: readonly LeaderOption[];
  actions: TableCardActions;
  refusal?: TableRefusal;
}) {
  const t = useT(tablesNs);
  const n = formatNumberIn(t.language, table.seated.length);
  const count = table.capacity === null ? t("card.seated", { n }) : t("card.seatsOf", { n, capacity: formatNumberIn(t.language, table.capacity) });
  const leaderChoices = servers.filter((s) => s.leads === null || s.leads === table._id);
  const leader = servers.find((s) => s._id === table.leader?._id) ?? null;
  return (
    <Card component="section" aria-label={table.name} data-testid={`table-${table.name}`}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
          <Typography variant="h2" sx={{ fontSize: "1.15rem" }}>
            {table.name}
          </Typography>
          <Stack direction="row">
            <IconButton aria-label={t("card.edit", { table: table.name })} onClick={() => actions.edit(table)}>
              <EditOutlined />
            </IconButton>
            <IconButton aria-label={t("card.delete", { table: table.name })} onClick={() => actions.delete(table)}>
              <DeleteOutlined />
            </IconButton>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {count}
        </Typography>
        <Autocomplete
          size="small"
          options={leaderChoices}
          filterOptions={searchOptions}
          value={leader}
          getOptionLabel={memberName}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          onChange={(_e, next) => actions.setLeader(table._id, next?._id ?? null)}
          renderInput={(params) => <TextField {...params} label={t("card.leader")} />}
          sx={{ mb: 1.5 }}
        />
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mb: 1.5, minHeight: 24 }}>
          {table.seated.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t("card.nobody")}
            </Typography>
          ) : (
            table.seated.map((man) => (
              <Chip
                key={man._id}
                size="small"
                label={memberName(man)}
                onDelete={() => actions.seat(man._id, null)}
                deleteIcon={<Cancel aria-label={t("card.unseat", { man: memberName(man) })} aria-hidden={false} role="button" />}
              />
            ))
          )}
        </Stack>
        <Autocomplete
          size="small"
          options={unseated}
          filterOptions={searchOptions}
          value={null}
          blurOnSelect
          getOptionLabel={memberName}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          onChange={(_e, man) => {
            if (man !== null) actions.seat(man._id, table._id);
          }}
          noOptionsText={t("card.noOptions")}
          renderInput={(params) => <TextField {...params} placeholder={t("card.seatPlaceholder")} />}
        />
        {refusal && <InlineRefusal message={refusal.message} onClose={refusal.dismiss} />}
      </CardContent>
    </Card>
  );
}
