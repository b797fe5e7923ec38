import { useAuthActions } from "@convex-dev/auth/react";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router-dom";
import { useNotify } from "../../components/notifications/useNotify";
import { serverCode, serverMessage } from "../../lib/serverError";
import { AuthCard } from "./AuthCard";
import { NewPasswordForm } from "./NewPasswordForm";
import type { RecoveryLink } from "./recoveryHash";

const LINK_EXPIRED = "Session expired. Please reopen the reset link from your email.";

/**
 * Set New Password from an emailed reset link. On success every session of the account has
 * ended; `onDone` clears the link from the address and the user signs in with the new password.
 */
export function RecoveryScreen({ link, onDone }: { link: RecoveryLink; onDone: () => void }) {
  const { signIn } = useAuthActions();
  const notify = useNotify();

  const setPassword = async (newPassword: string): Promise<boolean> => {
    if (link.email === "" || link.code === "") {
      notify({ title: "Error", description: LINK_EXPIRED, variant: "error" });
      return false;
    }
    try {
      await signIn("password", { email: link.email, code: link.code, newPassword, flow: "reset-verification" });
    } catch (error) {
      const code = serverCode(error);
      const description =
        code === "RESET_LINK_EXPIRED" ? LINK_EXPIRED : code === "INVALID_PASSWORD" ? serverMessage(error)! : "Failed to update password.";
      notify({ title: "Error", description, variant: "error" });
      return false;
    }
    notify({ title: "Password updated", description: "You can now sign in with your new password.", variant: "success" });
    onDone();
    return true;
  };

  return (
    <AuthCard title="Set New Password" subtitle={link.email ? `Choose a new password for ${link.email}.` : "Choose a new password."}>
      <NewPasswordForm onSubmit={setPassword} />
      <Link component={RouterLink} to="/" variant="body2" sx={{ display: "block", mt: 2, textAlign: "center" }}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
