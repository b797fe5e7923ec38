import en from "../locales/en/floorPlan.json";
import { defineNamespace } from "../namespace";

/** The Floor Plan: floors, room tiles, the unassigned men and the phone's tabs. */
export const floorPlanNs = defineNamespace("floorPlan", en);
