import Chip from "@mui/material/Chip";
import type { DragEvent } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { floorPlanNs } from "../../i18n/namespaces/floorPlan";
import { useT } from "../../i18n/useT";
import { occupantLabel } from "../rooms";
import type { FloorPlanMan } from "./floorPlanQueries";

export const ATTENDEE_DRAG_TYPE = "application/x-retreat-attendee";

export function draggedAttendee(event: DragEvent): Id<"attendees"> | null {
  const id = event.dataTransfer.getData(ATTENDEE_DRAG_TYPE);
  return id === "" ? null : (id as Id<"attendees">);
}

/** A man who can be dragged onto a room, or picked with a click or Enter and then placed. */
export function AttendeeChip({ man, picked, onPick }: { man: FloorPlanMan; picked: boolean; onPick: (man: FloorPlanMan) => void }) {
  const t = useT(floorPlanNs);
  const label = occupantLabel(man);
  return (
    <Chip
      label={label}
      size="small"
      color={picked ? "primary" : "default"}
      variant={picked ? "filled" : "outlined"}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(ATTENDEE_DRAG_TYPE, man._id);
        event.dataTransfer.effectAllowed = "move";
      }}
      onClick={(event) => {
        event.stopPropagation();
        onPick(man);
      }}
      aria-pressed={picked}
      aria-label={picked ? t("chip.picked", { label }) : t("chip.pick", { label })}
      data-attendee-id={man._id}
      sx={{ cursor: "grab", maxWidth: "100%" }}
    />
  );
}
