import Typography from "@mui/material/Typography";
import { useConvexAuth } from "convex/react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { isStaff, useViewer } from "../../components/auth/useViewer";
import { PageLoading } from "../../components/PageLoading";
import { parseRecoveryHash } from "../auth";
import { RecoveryScreen } from "../auth";
import { SignInScreen } from "../auth";
import { homeNs } from "../../i18n/namespaces/home";
import { useT } from "../../i18n/useT";
import { Dashboard } from "./Dashboard";

/**
 * "/": a reset link opens Set New Password; otherwise staff see their dashboard, servers go to
 * theirs, and everyone else gets the sign-in page.
 */
export default function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLoading } = useConvexAuth();
  const state = useViewer();
  const t = useT(homeNs);

  const recovery = parseRecoveryHash(location.hash);
  if (recovery !== null) {
    return <RecoveryScreen link={recovery} onDone={() => navigate({ pathname: "/", hash: "" }, { replace: true })} />;
  }
  if (isLoading || state.status === "loading") {
    return (
      <>
        <Typography variant="h1" align="center" sx={{ mt: 6 }}>
          {t("home.appTitle")}
        </Typography>
        <PageLoading />
      </>
    );
  }
  if (state.status === "signedOut") return <SignInScreen />;
  const { viewer } = state;
  if (isStaff(viewer)) return <Dashboard viewer={viewer} />;
  if (viewer.roles.includes("server")) return <Navigate to="/server-dashboard" replace />;
  return <SignInScreen signedInWithoutAccess={viewer.email ?? t("home.thisAccount")} />;
}
