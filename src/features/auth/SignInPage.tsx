import { Navigate, useLocation } from "react-router-dom";
import type { SignInRedirectState } from "../../components/auth/RequirePermission";
import { isStaff, useViewer } from "../../components/auth/useViewer";
import { RetreatBrand } from "../../components/brand/RetreatBrand";
import { PageLoading } from "../../components/PageLoading";
import { SignInScreen } from "./SignInScreen";

/** /auth: where guards send signed-out visitors, under the retreat's logo and name (no staff header here). Someone already signed in moves on. */
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
    return (
      <>
        <RetreatBrand />
        <SignInScreen signedInWithoutAccess={viewer.email ?? "this account"} />
      </>
    );
  }
  return (
    <>
      <RetreatBrand />
      <SignInScreen />
    </>
  );
}
