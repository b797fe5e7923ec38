import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useKeepViewer } from "../components/auth/keptViewer";
import { useSessionEndWatch } from "../components/auth/sessionEnd";
import { useTrustThisDevice } from "../components/auth/useTrustThisDevice";
import { useViewer } from "../components/auth/useViewer";
import { PageLoading } from "../components/PageLoading";
import { QueryErrorBoundary } from "../components/QueryErrorBoundary";
import { AppHeader } from "./AppHeader";
import { useAfterFirstScreen } from "./useAfterFirstScreen";

// Fetched once the first screen is up, so the door's first load stays small.
const ClosedRetreatBanner = lazy(() => import("../features/retreats/ClosedRetreatBanner"));

/** Names the query in the log (not shown). */
const RETREAT_QUERY = "Viewed retreat";

const RequiredPasswordChange = lazy(async () => ({
  default: (await import("../features/auth/RequiredPasswordChange")).RequiredPasswordChange,
}));

/** The staff shell. A user whose password an admin reset must choose a new one first. */
export function AppLayout() {
  const state = useViewer();
  useTrustThisDevice();
  // So the door (/checkin) opens at once next time, and offline.
  useKeepViewer(state);
  useSessionEndWatch(state.status);
  const mustChangePassword = state.status === "signedIn" && state.viewer.mustChangePassword;
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppHeader />
      {afterFirstScreen && state.status === "signedIn" && state.viewer.permissions.includes("signedIn") && !mustChangePassword && (
        <QueryErrorBoundary label={RETREAT_QUERY} fallback={null}>
          <Suspense fallback={null}>
            <ClosedRetreatBanner />
          </Suspense>
        </QueryErrorBoundary>
      )}
      <Container component="main" maxWidth="xl" sx={{ flex: 1, py: 3 }}>
        <Suspense fallback={<PageLoading />}>{mustChangePassword ? <RequiredPasswordChange /> : <Outlet />}</Suspense>
      </Container>
    </Box>
  );
}
