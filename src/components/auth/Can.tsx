import type { ReactNode } from "react";
import type { Permission } from "../../../convex/shared/permissions";
import { useCan } from "./useViewer";

/** Renders children only when the viewer holds `permission`. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? <>{children}</> : null;
}
