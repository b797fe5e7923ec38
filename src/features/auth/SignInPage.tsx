import { Navigate, useLocation } from "react-router-dom";
import type { SignInRedirectState } from "../../components/auth/RequirePermission";
import { isStaff, useViewer } from "../../components/auth/useViewer";
import { PageLoading } from "../../components/PageLoading";
import { SignInScreen } from "./SignInScreen";

/** /auth: where guards send signed-out visitors. Someone already signed in moves on. */
export default function SignInPage() {
  const state = useViewer();
  const location = useLocation();
  if (state.status === "loading") return <PageLoading />;
  if (state.status === "signedIn") {
    const { viewer } = state;
    if (isStaff(viewer)) {
      const from = (location.state as SignInRedirectState | null)?.from;
      return <Navigate to={from && from !== "/auth" ? from : "/"} replace />;
    }
    if (viewer.roles.includes("server")) return <Navigate to="/server-dashboard" replace />;
    return <SignInScreen signedInWithoutAccess={viewer.email ?? "this account"} />;
  }
  return <SignInScreen />;
}
