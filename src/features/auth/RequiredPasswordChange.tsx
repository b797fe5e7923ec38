import { useAction } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { useNotify } from "../../components/notifications/useNotify";
import { authNs } from "../../i18n/namespaces/auth";
import { useT } from "../../i18n/useT";
import { useServerErrorText } from "../../i18n/serverErrors";
import { AuthCard } from "./AuthCard";
import { NewPasswordForm } from "./NewPasswordForm";

/**
 * With a temporary password (from an administrator, or the first administrator's documented one)
 * the user chooses his own before anything else; the server refuses everything else until then.
 */
export function RequiredPasswordChange() {
  const complete = useAction(api.users.completeRequiredPasswordChange);
  const notify = useNotify();
  const t = useT(authNs);
  const errorText = useServerErrorText();

  const setPassword = async (newPassword: string): Promise<boolean> => {
    try {
      await complete({ newPassword });
    } catch (error) {
      notify({ title: t("error"), description: errorText(error, t("newPassword.failed")), variant: "error" });
      return false;
    }
    notify({ title: t("newPassword.updated"), description: t("required.saved"), variant: "success" });
    return true;
  };

  return (
    <AuthCard title={t("newPassword.title")} subtitle={t("required.subtitle")}>
      <NewPasswordForm onSubmit={setPassword} />
    </AuthCard>
  );
}
