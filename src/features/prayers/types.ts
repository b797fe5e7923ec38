import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type Prayer = FunctionReturnType<typeof api.prayers.list>[number];
export const KIND_LABELS: Record<Prayer["kind"], string> = { prayer: "Prayer", intention: "Intention" };

/** The ids in the order after dragging `moved` onto `target`'s place. */
export function reordered<T>(ids: readonly T[], moved: T, target: T): T[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from === -1 || to === -1 || from === to) return [...ids];
  const next = ids.filter((id) => id !== moved);
  next.splice(to, 0, moved);
  return next;
}
