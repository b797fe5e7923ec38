import { useAction } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { useNotify } from "../../components/notifications/useNotify";
import { serverMessage } from "../../lib/serverError";
import { AuthCard } from "./AuthCard";
import { NewPasswordForm } from "./NewPasswordForm";

/**
 * With a temporary password (from an administrator, or the first administrator's documented one)
 * the user chooses his own before anything else; the server refuses everything else until then.
 */
export function RequiredPasswordChange() {
  const complete = useAction(api.users.completeRequiredPasswordChange);
  const notify = useNotify();

  const setPassword = async (newPassword: string): Promise<boolean> => {
    try {
      await complete({ newPassword });
    } catch (error) {
      notify({ title: "Error", description: serverMessage(error) ?? "Failed to update password.", variant: "error" });
      return false;
    }
    notify({ title: "Password updated", description: "Your new password is saved.", variant: "success" });
    return true;
  };

  return (
    <AuthCard title="Set New Password" subtitle="Your password is a temporary one. Choose your own to continue.">
      <NewPasswordForm onSubmit={setPassword} />
    </AuthCard>
  );
}
