import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Permission } from "../../../convex/shared/permissions";

export type Viewer = NonNullable<ReturnType<typeof useViewerQuery>>;

export type ViewerState = { status: "loading" } | { status: "signedOut" } | { status: "signedIn"; viewer: Viewer };

function useViewerQuery() {
  return useQuery(api.users.viewer);
}

/**
 * The signed-in user, their roles and permissions, live: the server reads the roles on every
 * run, so a role change shows up without a reload. Only hides UI: the server enforces.
 * While the session is still being restored (a stored token being renewed on a cold load), the
 * server answers as to no one: that answer is not "signed out", or the door would flash the
 * sign-in page, fetch its code and subscribe everything twice.
 */
export function useViewer(): ViewerState {
  const viewer = useViewerQuery();
  const { isLoading: restoringSession } = useConvexAuth();
  if (viewer === undefined || (viewer === null && restoringSession)) return { status: "loading" };
  if (viewer === null) return { status: "signedOut" };
  return { status: "signedIn", viewer };
}

export function useCan(permission: Permission): boolean {
  const state = useViewer();
  return state.status === "signedIn" && state.viewer.permissions.includes(permission);
}

/** A staff member (any admin role) rather than a plain server account. */
export function isStaff(viewer: Viewer): boolean {
  return viewer.permissions.includes("anyAdminRole");
}
