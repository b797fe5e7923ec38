import type { Id } from "../../../convex/_generated/dataModel";
import type { RetreatRow, ViewedRetreat } from "./types";

const id = (value: string) => value as Id<"retreats">;

export const CURRENT: ViewedRetreat = {
  _id: id("r50"),
  name: "Men's Retreat #50",
  startDate: "2027-03-05",
  endDate: "2027-03-07",
  status: "open",
  isCurrent: true,
};

export const PAST_CLOSED: ViewedRetreat = {
  _id: id("r49"),
  name: "Men's Retreat #49",
  startDate: "2026-03-06",
  endDate: "2026-03-08",
  status: "closed",
  isCurrent: false,
};

/** `retreats.list` while looking at `viewing`, newest first. */
export function retreatList(viewing: ViewedRetreat = CURRENT): RetreatRow[] {
  return [
    { ...CURRENT, isViewing: viewing._id === CURRENT._id, retreatants: 42, servers: 18, createdAt: Date.UTC(2026, 9, 1, 15) },
    {
      ...PAST_CLOSED,
      isViewing: viewing._id === PAST_CLOSED._id,
      retreatants: 1,
      servers: 21,
      createdAt: Date.UTC(2025, 9, 1, 15),
      closedAt: Date.UTC(2026, 2, 10, 15),
    },
  ];
}
