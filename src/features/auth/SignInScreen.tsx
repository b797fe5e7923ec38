import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { SignInRedirectState } from "../../components/auth/RequirePermission";
import { clearSessionEnded, useSessionEnded } from "../../components/auth/sessionEnd";
import { useSignOut } from "../../components/auth/useSignOut";
import { englishText } from "../../i18n/namespace";
import { authNs } from "../../i18n/namespaces/auth";
import { useT } from "../../i18n/useT";
import { AuthCard } from "./AuthCard";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { PasswordSignInForm } from "./PasswordSignInForm";

type TabName = "admin" | "user";

/** The tabs' English texts (the catalogue's). */
export const ADMIN_TAB_TEXT = englishText(authNs, "signIn.adminText");
export const USER_TAB_TEXT = englishText(authNs, "signIn.userText");

/**
 * 'Welcome Back': either tab signs any account in; home then sends staff to the staff dashboard
 * and servers to their Server Dashboard, whichever tab they used. The Admin tab goes back to
 * the page that asked for sign-in, if any.
 */
export function SignInScreen({ signedInWithoutAccess }: { signedInWithoutAccess?: string | null }) {
  const t = useT(authNs);
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  const [tab, setTab] = useState<TabName>("admin");
  const [forgot, setForgot] = useState(false);
  const from = (location.state as SignInRedirectState | null)?.from;
  const sessionEnded = useSessionEnded();
  const signedIn = (path: string) => {
    clearSessionEnded();
    navigate(path, { replace: true });
  };

  return (
    <AuthCard title={t("signIn.title")} subtitle={t("signIn.subtitle")}>
      {sessionEnded && !signedInWithoutAccess && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("signIn.sessionEnded")}
        </Alert>
      )}
      {signedInWithoutAccess && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void signOut()}>
              {t("signIn.signOut")}
            </Button>
          }
        >
          {t("signIn.noAccess", { account: signedInWithoutAccess })}
        </Alert>
      )}
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <Stack spacing={3}>
          <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} variant="fullWidth" aria-label={t("signIn.tabs")}>
            <Tab value="admin" label={t("signIn.adminTab")} id="sign-in-tab-admin" aria-controls="sign-in-panel" sx={{ textTransform: "none" }} />
            <Tab value="user" label={t("signIn.userTab")} id="sign-in-tab-user" aria-controls="sign-in-panel" sx={{ textTransform: "none" }} />
          </Tabs>
          <div role="tabpanel" id="sign-in-panel" aria-labelledby={`sign-in-tab-${tab}`}>
            {tab === "admin" ? (
              <Stack spacing={2}>
                <Typography color="text.secondary">{t("signIn.adminText")}</Typography>
                <PasswordSignInForm
                  key="admin"
                  submitLabel={t("signIn.submitAdmin")}
                  onSignedIn={() => signedIn(from && from !== "/auth" ? from : "/")}
                  onForgotPassword={() => setForgot(true)}
                />
              </Stack>
            ) : (
              <Stack spacing={2}>
                <Typography color="text.secondary">{t("signIn.userText")}</Typography>
                <PasswordSignInForm
                  key="user"
                  submitLabel={t("signIn.submit")}
                  onSignedIn={() => signedIn("/")}
                  onForgotPassword={() => setForgot(true)}
                />
              </Stack>
            )}
          </div>
        </Stack>
      )}
    </AuthCard>
  );
}
