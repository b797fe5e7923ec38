import type { FunctionArgs, FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

/** The retreat the signed-in user is looking at (`retreats.viewing`). */
export type ViewedRetreat = FunctionReturnType<typeof api.retreats.viewing>;

/** One weekend of `retreats.list`, newest first. */
export type RetreatRow = FunctionReturnType<typeof api.retreats.list>[number];

/** What `retreats.startNext` copies from the weekend it starts from into the new one. */
export type Carry = FunctionArgs<typeof api.retreats.previewNext>["carry"];

/** `retreats.previewNext`: how many of each the new retreat would start with. */
export type CarryPreview = FunctionReturnType<typeof api.retreats.previewNext>;
