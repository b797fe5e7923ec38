import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { formatNumberIn } from "../../i18n/format";
import { floorPlanNs } from "../../i18n/namespaces/floorPlan";
import { useT } from "../../i18n/useT";
import { occupantLabel } from "../rooms";
import { AttendeeChip, draggedAttendee } from "./AttendeeChip";
import type { FloorPlanMan, Picked, TypeFilter, UnassignedList } from "./floorPlanQueries";

export type UnassignedPanelProps = {
  list: UnassignedList;
  /** True while the list for a new filter or search is on its way (the previous one stays shown). */
  loading: boolean;
  filter: TypeFilter;
  search: string;
  picked: Picked | null;
  onFilter: (filter: TypeFilter) => void;
  onSearch: (search: string) => void;
  onPick: (man: FloorPlanMan) => void;
  onUnassign: (attendeeId: Id<"attendees">) => void;
};


/**
 * The men who still need a room: the first ones by name for the type and search, with the totals
 * (sleeps-at-home men are only counted). Drop a man here to unassign him.
 */
export function UnassignedPanel({ list, loading, filter, search, picked, onFilter, onSearch, onPick, onUnassign }: UnassignedPanelProps) {
  const [over, setOver] = useState(false);
  const t = useT(floorPlanNs);
  const number = (n: number) => formatNumberIn(t.language, n);
  const { men, matching, needRoom, atHome } = list;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t("panel.label")}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = draggedAttendee(event);
        if (id !== null && !men.some((m) => m._id === id)) onUnassign(id);
      }}
      sx={{ p: 2, borderColor: over ? "primary.main" : undefined, borderWidth: over ? 2 : 1 }}
    >
      <Typography variant="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
        {t("panel.title", { count: number(needRoom) })}
      </Typography>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t("panel.search")}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ mb: 1 }}
      />
      <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_e, value: TypeFilter | null) => value && onFilter(value)} sx={{ mb: 1.5, "& .MuiToggleButton-root": { textTransform: "none" } }}>
        <ToggleButton value="all">{t("panel.all")}</ToggleButton>
        <ToggleButton value="attendee">{t("panel.retreatants")}</ToggleButton>
        <ToggleButton value="server">{t("panel.servers")}</ToggleButton>
      </ToggleButtonGroup>
      {loading && <LinearProgress aria-label={t("panel.loading")} sx={{ mb: 1 }} />}
      {picked !== null && picked.from !== null && (
        <Button size="small" variant="outlined" fullWidth sx={{ mb: 1 }} onClick={() => onUnassign(picked.man._id)}>
          {t("panel.unassign", { man: occupantLabel(picked.man) })}
        </Button>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, maxHeight: "60vh", overflowY: "auto" }}>
        {men.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {search.trim() === "" ? t("panel.everyoneHasRoom") : t("panel.noMatch", { search: search.trim() })}
          </Typography>
        ) : (
          men.map((man) => <AttendeeChip key={man._id} man={man} picked={picked?.man._id === man._id} onPick={onPick} />)
        )}
      </Stack>
      {matching > men.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("panel.showing", { shown: number(men.length), matching: number(matching) })}
        </Typography>
      )}
      {atHome > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t("panel.atHome", { count: atHome, n: number(atHome) })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t("panel.hint")}
      </Typography>
    </Paper>
  );
}
