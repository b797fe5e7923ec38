import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Permission } from "../../../convex/model/permissions";

export type ViewerState =
  | { status: "loading" }
  | { status: "signedOut" }
  | { status: "signedIn"; viewer: NonNullable<ReturnType<typeof useViewerQuery>> };

function useViewerQuery() {
  return useQuery(api.users.viewer);
}

/** The signed-in user, their roles and permissions, live. Only hides UI: the server enforces. */
export function useViewer(): ViewerState {
  const viewer = useViewerQuery();
  if (viewer === undefined) return { status: "loading" };
  if (viewer === null) return { status: "signedOut" };
  return { status: "signedIn", viewer };
}

export function useCan(permission: Permission): boolean {
  const state = useViewer();
  return state.status === "signedIn" && state.viewer.permissions.includes(permission);
}
