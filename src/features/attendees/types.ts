import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

/** One row of the live attendee list (api.attendees.list). */
export type AttendeeRow = FunctionReturnType<typeof api.attendees.list>[number];
