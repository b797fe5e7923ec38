import { useAuthActions } from "@convex-dev/auth/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useNotify } from "../../components/notifications/useNotify";
import { serverCode, serverMessage } from "../../lib/serverError";
import { AuthCard } from "./AuthCard";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { NewPasswordForm } from "./NewPasswordForm";
import type { RecoveryLink } from "./recoveryHash";

const LINK_EXPIRED = "Session expired. Please reopen the reset link from your email.";
export const LINK_MISSING =
  "This page needs the link from your password reset email, and the link is missing or incomplete. Open the link from the email again, or send yourself a new one.";

/** A refused reset: the text to show, and whether a new link is the way forward. */
function refusalOf(error: unknown): { text: string; newLink: boolean } {
  const code = serverCode(error);
  if (code === "RESET_LINK_USED") return { text: serverMessage(error)!, newLink: true };
  if (code === "RESET_LINK_EXPIRED") return { text: LINK_EXPIRED, newLink: true };
  if (code === "INVALID_PASSWORD") return { text: serverMessage(error)!, newLink: false };
  return { text: "Failed to update password.", newLink: false };
}

/**
 * Set New Password from an emailed reset link. On success every session of the account has
 * ended; `onDone` clears the link from the address and the user signs in with the new password.
 * A link without its code, or one already used or expired, offers to send a new one.
 */
export function RecoveryScreen({ link, onDone }: { link: RecoveryLink; onDone: () => void }) {
  const { signIn } = useAuthActions();
  const notify = useNotify();
  const missing = link.email === "" || link.code === "";
  const [problem, setProblem] = useState<{ text: string; newLink: boolean } | null>(null);
  const [asking, setAsking] = useState(false);

  const setPassword = async (newPassword: string): Promise<boolean> => {
    try {
      await signIn("password", { email: link.email, code: link.code, newPassword, flow: "reset-verification" });
    } catch (error) {
      const refusal = refusalOf(error);
      setProblem(refusal);
      notify({ title: "Error", description: refusal.text, variant: "error" });
      return false;
    }
    notify({ title: "Password updated", description: "You can now sign in with your new password.", variant: "success" });
    onDone();
    return true;
  };

  if (asking) {
    return (
      <AuthCard title="Send a New Reset Link" subtitle="We will email you a new link to choose your password.">
        <ForgotPasswordForm initialEmail={link.email} onBack={onDone} />
      </AuthCard>
    );
  }

  const newLinkButton = (
    <Button variant="outlined" fullWidth onClick={() => setAsking(true)}>
      Send a new reset link
    </Button>
  );

  if (missing) {
    return (
      <AuthCard title="Reset Link Missing" subtitle="Choose a new password from the link in your email.">
        <Alert severity="warning" sx={{ mb: 2 }}>
          {LINK_MISSING}
        </Alert>
        {newLinkButton}
        <Link component={RouterLink} to="/" variant="body2" sx={{ display: "block", mt: 2, textAlign: "center" }}>
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set New Password" subtitle={`Choose a new password for ${link.email}.`}>
      {problem !== null && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.text}
        </Alert>
      )}
      {problem?.newLink ? newLinkButton : <NewPasswordForm onSubmit={setPassword} />}
      <Link component={RouterLink} to="/" variant="body2" sx={{ display: "block", mt: 2, textAlign: "center" }}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
