import type { FunctionArgs, FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";

export type FloorPlanRoom = FunctionReturnType<typeof api.floorPlan.rooms>[number];
export type UnassignedList = FunctionReturnType<typeof api.floorPlan.unassigned>;
export type UnassignedArgs = FunctionArgs<typeof api.floorPlan.unassigned>;
export type TypeFilter = UnassignedArgs["type"];
/** A man as the floor plan shows him, in a room or in the unassigned list. */
export type FloorPlanMan = UnassignedList["men"][number];
/** The man staff picked to place, and the room he was picked from (null: the unassigned list). */
export type Picked = { man: FloorPlanMan; from: Id<"rooms"> | null };

/** What the floor plan's unassigned list asks for when it opens (the bench watches the same). */
export const UNASSIGNED_DEFAULT_ARGS: UnassignedArgs = { type: "all", search: "" };
