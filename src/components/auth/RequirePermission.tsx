import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import type { Permission } from "../../../convex/shared/permissions";
import { PageLoading } from "../PageLoading";
import { AccessDenied, type AccessDeniedVariant } from "./AccessDenied";
import { useViewerOrKept } from "./keptViewer";
import { useViewer } from "./useViewer";

/** Where the sign-in page sends the user back to after signing in. */
export type SignInRedirectState = { from?: string };

/**
 * Route guard: signed-out visitors go to /auth (and come back after signing in); signed-in
 * users without the permission see the route's Access Denied variant. Only hides UI: every
 * Convex function checks the same permission on the server.
 */
export function RequirePermission({
  permission,
  denied,
  children,
  offline = false,
}: {
  permission: Permission;
  denied: AccessDeniedVariant;
  children: ReactNode;
  /** The screen opens before the server answers (and offline) for the user last signed in on this device (the door). */
  offline?: boolean;
}) {
  const live = useViewer();
  const kept = useViewerOrKept(live);
  const state = offline ? kept : live;
  const location = useLocation();
  if (state.status === "loading") return <PageLoading />;
  if (state.status === "signedOut") {
    const from: SignInRedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/auth" replace state={from} />;
  }
  if (!state.viewer.permissions.includes(permission)) return <AccessDenied variant={denied} />;
  return <>{children}</>;
}
