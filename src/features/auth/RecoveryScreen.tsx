import { useAuthActions } from "@convex-dev/auth/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useNotify } from "../../components/notifications/useNotify";
import { serverCode } from "../../lib/serverError";
import { englishText } from "../../i18n/namespace";
import { authNs } from "../../i18n/namespaces/auth";
import { useT } from "../../i18n/useT";
import { useServerErrorText } from "../../i18n/serverErrors";
import { AuthCard } from "./AuthCard";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { NewPasswordForm } from "./NewPasswordForm";
import type { RecoveryLink } from "./recoveryHash";

/** The English text of a link without its code (the catalogue's). */
export const LINK_MISSING = englishText(authNs, "recovery.missing");

/** A refused reset: the text to show, and whether a new link is the way forward. */
function useRefusalOf(): (error: unknown) => { text: string; newLink: boolean } {
  const t = useT(authNs);
  const errorText = useServerErrorText();
  return (error) => {
    const code = serverCode(error);
    if (code === "RESET_LINK_USED") return { text: errorText(error), newLink: true };
    if (code === "RESET_LINK_EXPIRED") return { text: t("recovery.expired"), newLink: true };
    if (code === "INVALID_PASSWORD") return { text: errorText(error), newLink: false };
    return { text: t("newPassword.failed"), newLink: false };
  };
}

/**
 * Set New Password from an emailed reset link. On success every session of the account has
 * ended; `onDone` clears the link from the address and the user signs in with the new password.
 * A link without its code, or one already used or expired, offers to send a new one.
 */
export function RecoveryScreen({ link, onDone }: { link: RecoveryLink; onDone: () => void }) {
  const { signIn } = useAuthActions();
  const notify = useNotify();
  const t = useT(authNs);
  const refusalOf = useRefusalOf();
  const missing = link.email === "" || link.code === "";
  const [problem, setProblem] = useState<{ text: string; newLink: boolean } | null>(null);
  const [asking, setAsking] = useState(false);

  const setPassword = async (newPassword: string): Promise<boolean> => {
    try {
      await signIn("password", { email: link.email, code: link.code, newPassword, flow: "reset-verification" });
    } catch (error) {
      const refusal = refusalOf(error);
      setProblem(refusal);
      notify({ title: t("error"), description: refusal.text, variant: "error" });
      return false;
    }
    notify({ title: t("newPassword.updated"), description: t("recovery.signInNow"), variant: "success" });
    onDone();
    return true;
  };

  if (asking) {
    return (
      <AuthCard title={t("recovery.askTitle")} subtitle={t("recovery.askSubtitle")}>
        <ForgotPasswordForm initialEmail={link.email} onBack={onDone} />
      </AuthCard>
    );
  }

  const newLinkButton = (
    <Button variant="outlined" fullWidth onClick={() => setAsking(true)}>
      {t("recovery.newLink")}
    </Button>
  );

  if (missing) {
    return (
      <AuthCard title={t("recovery.missingTitle")} subtitle={t("recovery.missingSubtitle")}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("recovery.missing")}
        </Alert>
        {newLinkButton}
        <Link component={RouterLink} to="/" variant="body2" sx={{ display: "block", mt: 2, textAlign: "center" }}>
          {t("backToSignIn")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("newPassword.title")} subtitle={t("recovery.subtitle", { email: link.email })}>
      {problem !== null && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.text}
        </Alert>
      )}
      {problem?.newLink ? newLinkButton : <NewPasswordForm onSubmit={setPassword} />}
      <Link component={RouterLink} to="/" variant="body2" sx={{ display: "block", mt: 2, textAlign: "center" }}>
        {t("backToSignIn")}
      </Link>
    </AuthCard>
  );
}
