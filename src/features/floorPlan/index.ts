/** What other features may use from the floor plan. */
export { findOnScreen, occupantsAfterMove } from "./floorPlanUpdates";
