import { useAction, useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { Role } from "../../../convex/shared/validators";
import { useNotify } from "../../components/notifications/useNotify";
import { adminUsersNs } from "../../i18n/namespaces/adminUsers";
import { useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { useRoleLabel } from "../roles";

export type Account = FunctionReturnType<typeof api.adminUsers.list>[number];
/** A temporary password to show once: kept in the dialog's state only, never in a toast. */
/** A temporary password as shown once to the admin, with when it stops working (ms since the epoch). */
export type TemporaryPassword = { email: string; password: string; expiresAt: number; reason: "created" | "reset" };

type Named = Pick<Account, "email" | "firstName" | "lastName">;

/** How an account is named on screen: its email, else its name, else `none`. */
export function accountLabel(account: Named, none = "Account without email"): string {
  return account.email ?? ([account.firstName, account.lastName].filter(Boolean).join(" ") || none);
}

/** accountLabel in the person's language. */
export function useAccountLabel(): (account: Named) => string {
  const t = useT(adminUsersNs);
  return (account) => accountLabel(account, t("noEmail"));
}

/** Admin Users actions; failures say why in a toast, temporary passwords come back to the caller. */
export function useAdminUsers() {
  const notify = useNotify();
  const t = useT(adminUsersNs);
  const roleLabel = useRoleLabel();
  const label = useAccountLabel();
  const errorText = useServerErrorText();
  const create = useAction(api.adminUsers.create);
  const reset = useAction(api.adminUsers.resetPassword);
  const removeRole = useMutation(api.adminUsers.removeRole);
  const setDisabled = useMutation(api.adminUsers.setDisabled);

  const fail = (error: unknown, fallback: string) => notify({ title: t("toast.error"), description: errorText(error, fallback), variant: "error" });

  return {
    create: async (input: { email: string; firstName: string; lastName: string; roles: Role[] }): Promise<TemporaryPassword | null> => {
      try {
        const created = await create(input);
        return { email: created.email, password: created.temporaryPassword, expiresAt: created.expiresAt, reason: "created" };
      } catch (error) {
        fail(error, t("toast.createFailed"));
        return null;
      }
    },
    resetPassword: async (account: Account): Promise<TemporaryPassword | null> => {
      try {
        const result = await reset({ userId: account.userId });
        return { email: result.email, password: result.temporaryPassword, expiresAt: result.expiresAt, reason: "reset" };
      } catch (error) {
        fail(error, t("toast.resetFailed"));
        return null;
      }
    },
    removeRole: async (account: Account, role: Role) => {
      try {
        await removeRole({ userId: account.userId, role });
        notify({ title: t("toast.success"), description: t("toast.roleRemoved", { label: label(account), role: roleLabel(role) }), variant: "success" });
      } catch (error) {
        fail(error, t("toast.rolesFailed"));
      }
    },
    setDisabled: async (userId: Id<"users">, name: string, disabled: boolean) => {
      try {
        await setDisabled({ userId, disabled });
        notify({ title: t("toast.success"), description: t(disabled ? "toast.disabled" : "toast.enabled", { label: name }), variant: "success" });
      } catch (error) {
        fail(error, t("toast.updateFailed"));
      }
    },
  };
}
