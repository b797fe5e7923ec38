import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { SignInRedirectState } from "../../components/auth/RequirePermission";
import { clearSessionEnded, SESSION_ENDED_TEXT, useSessionEnded } from "../../components/auth/sessionEnd";
import { useSignOut } from "../../components/auth/useSignOut";
import { AuthCard } from "./AuthCard";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { PasswordSignInForm } from "./PasswordSignInForm";

type TabName = "admin" | "user";

export const ADMIN_TAB_TEXT =
  "For the retreat team: administrators and staff who check men in, handle palancas or run adoration.";
export const USER_TAB_TEXT =
  "For servers: see your room, table, adoration hours and talks. No password yet? Ask an administrator.";

/**
 * 'Welcome Back': either tab signs any account in; home then sends staff to the staff dashboard
 * and servers to their Server Dashboard, whichever tab they used. The Admin tab goes back to
 * the page that asked for sign-in, if any.
 */
export function SignInScreen({ signedInWithoutAccess }: { signedInWithoutAccess?: string | null }) {
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
    <AuthCard title="Welcome Back" subtitle="Sign in to manage your retreat">
      {sessionEnded && !signedInWithoutAccess && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {SESSION_ENDED_TEXT}
        </Alert>
      )}
      {signedInWithoutAccess && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void signOut()}>
              Sign Out
            </Button>
          }
        >
          You are signed in as {signedInWithoutAccess}, but this account has no access yet. Ask an administrator to give
          it a role.
        </Alert>
      )}
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <Stack spacing={3}>
          <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} variant="fullWidth" aria-label="Sign in as">
            <Tab value="admin" label="Admin" id="sign-in-tab-admin" aria-controls="sign-in-panel" sx={{ textTransform: "none" }} />
            <Tab value="user" label="User" id="sign-in-tab-user" aria-controls="sign-in-panel" sx={{ textTransform: "none" }} />
          </Tabs>
          <div role="tabpanel" id="sign-in-panel" aria-labelledby={`sign-in-tab-${tab}`}>
            {tab === "admin" ? (
              <Stack spacing={2}>
                <Typography color="text.secondary">{ADMIN_TAB_TEXT}</Typography>
                <PasswordSignInForm
                  key="admin"
                  submitLabel="Sign In as Admin"
                  onSignedIn={() => signedIn(from && from !== "/auth" ? from : "/")}
                  onForgotPassword={() => setForgot(true)}
                />
              </Stack>
            ) : (
              <Stack spacing={2}>
                <Typography color="text.secondary">{USER_TAB_TEXT}</Typography>
                <PasswordSignInForm
                  key="user"
                  submitLabel="Sign In"
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
