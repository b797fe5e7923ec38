import { Navigate, useLocation } from "react-router-dom";
import type { SignInRedirectState } from "../../components/auth/RequirePermission";
import { isStaff, useViewer } from "../../components/auth/useViewer";
import { RetreatBrand } from "../../components/brand/RetreatBrand";
import { PageLoading } from "../../components/PageLoading";
import Box from "@mui/material/Box";
import { LanguageSwitch } from "../../i18n/LanguageSwitch";
import { authNs } from "../../i18n/namespaces/auth";
import { useT } from "../../i18n/useT";
import { SignInScreen } from "./SignInScreen";

/** /auth: where guards send signed-out visitors, under the retreat's logo and name (no staff header here). Someone already signed in moves on. */
export default function SignInPage() {
  const state = useViewer();
  const location = useLocation();
  const t = useT(authNs);
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
        <LanguageBar />
        <RetreatBrand />
        <SignInScreen signedInWithoutAccess={viewer.email ?? t("signIn.thisAccount")} />
      </>
    );
  }
  return (
    <>
      <LanguageBar />
      <RetreatBrand />
      <SignInScreen />
    </>
  );
}

/** English | Español above the sign-in card: switches at once, and is remembered on this device. */
export function LanguageBar() {
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end", px: 2, pt: 2 }}>
      <LanguageSwitch />
    </Box>
  );
}
