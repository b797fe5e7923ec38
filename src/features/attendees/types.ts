import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

/** One row of the live attendee list (a page of api.attendees.listPage). */
export type AttendeeRow = FunctionReturnType<typeof api.attendees.listPage>["page"][number];

/**
 * Rows per live page of the grid: one change re-sends one page to every open screen, about 330
 * bytes a row, so a page stays near 8 KB (at most twice that while a growing page waits for its
 * split), which every browser decodes quickly. 2,000 men are 80 pages. The benchmark subscribes
 * with the same size.
 */
export const GRID_PAGE_SIZE = 25;
