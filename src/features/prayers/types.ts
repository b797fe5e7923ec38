import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type Prayer = FunctionReturnType<typeof api.prayers.list>[number];
/** Each kind's words in the prayers catalogue. */
export const KIND_KEYS = { prayer: "kind.prayer", intention: "kind.intention" } as const satisfies Record<Prayer["kind"], string>;

/** The ids in the order after dragging `moved` onto `target`'s place. */
export function reordered<T>(ids: readonly T[], moved: T, target: T): T[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from === -1 || to === -1 || from === to) return [...ids];
  const next = ids.filter((id) => id !== moved);
  next.splice(to, 0, moved);
  return next;
}
