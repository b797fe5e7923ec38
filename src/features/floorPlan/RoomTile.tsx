import Bedtime from "@mui/icons-material/Bedtime";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { roomRefusal } from "../../../convex/shared/roomRule";
import { InlineRefusal } from "../../components/notifications/InlineRefusal";
import { formatNumberIn } from "../../i18n/format";
import { floorPlanNs } from "../../i18n/namespaces/floorPlan";
import { useT } from "../../i18n/useT";
import { occupantLabel } from "../rooms";
import { AttendeeChip, draggedAttendee } from "./AttendeeChip";
import type { FloorPlanMan, FloorPlanRoom, Picked } from "./floorPlanQueries";
import { occupancyOf, type Occupancy } from "./floors";

const TONE: Record<Occupancy, "success" | "warning" | "error"> = { empty: "success", partial: "warning", full: "error" };
const OCCUPANCY_LABEL = { empty: "occupancy.empty", partial: "occupancy.partial", full: "occupancy.full" } as const satisfies Record<Occupancy, string>;

type TileProps = {
  room: FloorPlanRoom;
  picked: Picked | null;
  onPick: (man: FloorPlanMan, from: Id<"rooms">) => void;
  onPlace: (attendeeId: Id<"attendees">, room: FloorPlanRoom) => void;
  /** Why the last placement here was refused, shown in the tile until dismissed. */
  refusal?: { message: string; dismiss: () => void } | null;
};

/** A tile that watches only its own room's occupants, so other rooms' moves never re-render it. */
export function LiveRoomTile(props: TileProps) {
  const occupants = useQuery(api.floorPlan.occupants, { roomId: props.room._id });
  return <RoomTile {...props} occupants={occupants} />;
}

/** A room coloured by occupancy (grey until its occupants arrive); drop or place a man here to assign him. */
export function RoomTile({ room, occupants, picked, onPick, onPlace, refusal = null }: TileProps & { occupants: readonly FloorPlanMan[] | undefined }) {
  const [over, setOver] = useState(false);
  const t = useT(floorPlanNs);
  const count = occupants?.length ?? 0;
  const occupancy = occupants === undefined ? null : occupancyOf(count, room.capacity);
  const tone = occupancy === null ? "grey" : TONE[occupancy];
  const snorers = occupants?.some((o) => o.snore) ?? false;
  const number = (n: number) => formatNumberIn(t.language, n);
  const beds =
    occupants === undefined
      ? "…"
      : room.capacity === null
        ? t("tile.bedsNoLimit", { count: number(count) })
        : t("tile.beds", { count: number(count), capacity: number(room.capacity) });
  const pickedHere = picked?.from === room._id;
  // The server's own rule: "Place ... here" only where the move can succeed, the reason elsewhere.
  const placeRefusal =
    picked === null || pickedHere || occupants === undefined
      ? null
      : roomRefusal(
          { name: room.name, room_type: room.room_type, capacity: room.capacity ?? undefined },
          picked.man,
          occupants.map((o) => o._id),
        );
  const offer = placeRefusal === null ? null : t(`offer.${placeRefusal.reason}`, placeRefusal.params);
  const canPlace = picked !== null && !pickedHere && occupants !== undefined && offer === null;
  const place = (attendeeId: Id<"attendees">) => {
    if (!occupants?.some((o) => o._id === attendeeId)) onPlace(attendeeId, room);
  };
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t("tile.label", { room: room.name, beds, type: room.room_type })}
      aria-busy={occupants === undefined}
      data-testid={`tile-${room.name}`}
      data-occupancy={occupancy ?? undefined}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = draggedAttendee(event);
        if (id !== null) place(id);
      }}
      onClick={() => {
        if (canPlace) place(picked.man._id);
      }}
      sx={(theme) => {
        const main = tone === "grey" ? theme.palette.grey[500] : theme.palette[tone].main;
        return {
          p: 1.5,
          minHeight: 120,
          borderWidth: over ? 2 : 1,
          borderColor: over ? "primary.main" : main,
          bgcolor: alpha(main, occupancy === "empty" || occupancy === null ? 0.06 : 0.14),
          cursor: canPlace ? "pointer" : "default",
        };
      }}
    >
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{room.name}</Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
          {snorers && (
            <Tooltip title={t("tile.snorers")}>
              <Bedtime fontSize="small" aria-label={t("tile.snorers")} />
            </Tooltip>
          )}
          <Typography
            variant="body2"
            color={occupancy === null ? "text.secondary" : `${TONE[occupancy]}.dark`}
            title={occupancy === null ? undefined : t(OCCUPANCY_LABEL[occupancy])}
          >
            {beds}
          </Typography>
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {room.room_type === "server" ? t("type.server") : t("type.retreatant")}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 1 }}>
        {occupants?.map((man) => (
          <AttendeeChip key={man._id} man={man} picked={picked?.man._id === man._id} onPick={(m) => onPick(m, room._id)} />
        ))}
      </Stack>
      {offer !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {offer}
        </Typography>
      )}
      {canPlace && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={(event) => {
            event.stopPropagation();
            place(picked.man._id);
          }}
        >
          {t("tile.place", { man: occupantLabel(picked.man) })}
        </Button>
      )}
      {refusal && (
        // A click here is not a tap on the room.
        <div onClick={(event) => event.stopPropagation()}>
          <InlineRefusal message={refusal.message} onClose={refusal.dismiss} />
        </div>
      )}
    </Paper>
  );
}
