import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

/** One row of the live attendee list (a page of api.attendees.listPage). */
export type AttendeeRow = FunctionReturnType<typeof api.attendees.listPage>["page"][number];

/**
 * Rows per live page of the grid: one change re-sends one page, about 200 bytes a row, so a page
 * stays near 10 KB (at most twice that while a growing page waits for its split). The benchmark
 * subscribes with the same size.
 */
export const GRID_PAGE_SIZE = 50;
