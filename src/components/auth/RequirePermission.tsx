import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import type { Permission } from "../../../convex/model/permissions";
import { AccessDenied, type AccessDeniedVariant } from "./AccessDenied";
import { useViewer } from "./useViewer";

/**
 * Route guard: signed-out visitors go to /auth; signed-in users without the permission see
 * the route's Access Denied variant.
 */
export function RequirePermission({
  permission,
  denied,
  children,
}: {
  permission: Permission;
  denied: AccessDeniedVariant;
  children: ReactNode;
}) {
  const state = useViewer();
  if (state.status === "loading") {
    return (
      <Box sx={{ display: "grid", placeItems: "center", minHeight: "40vh" }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (state.status === "signedOut") return <Navigate to="/auth" replace />;
  if (!state.viewer.permissions.includes(permission)) return <AccessDenied variant={denied} />;
  return <>{children}</>;
}
