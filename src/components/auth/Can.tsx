import type { ReactNode } from "react";
import type { Permission } from "../../../convex/model/permissions";
import { useCan } from "./useViewer";

/** Renders children only when the viewer holds `permission`. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? <>{children}</> : null;
}
