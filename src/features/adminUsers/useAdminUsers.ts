import { useAction, useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { Role } from "../../../convex/shared/validators";
import { useNotify } from "../../components/notifications/useNotify";
import { serverMessage } from "../../lib/serverError";
import { ROLE_LABELS } from "../roles";

export type Account = FunctionReturnType<typeof api.adminUsers.list>[number];
/** A temporary password to show once: kept in the dialog's state only, never in a toast. */
/** A temporary password as shown once to the admin, with when it stops working (ms since the epoch). */
export type TemporaryPassword = { email: string; password: string; expiresAt: number; reason: "created" | "reset" };

export function accountLabel(account: Pick<Account, "email" | "firstName" | "lastName">): string {
  return account.email ?? ([account.firstName, account.lastName].filter(Boolean).join(" ") || "Account without email");
}

/** Admin Users actions; failures say why in a toast, temporary passwords come back to the caller. */
export function useAdminUsers() {
  const notify = useNotify();
  const create = useAction(api.adminUsers.create);
  const reset = useAction(api.adminUsers.resetPassword);
  const removeRole = useMutation(api.adminUsers.removeRole);
  const setDisabled = useMutation(api.adminUsers.setDisabled);

  const fail = (error: unknown, fallback: string) =>
    notify({ title: "Error", description: serverMessage(error) ?? fallback, variant: "error" });

  return {
    create: async (input: { email: string; firstName: string; lastName: string; roles: Role[] }): Promise<TemporaryPassword | null> => {
      try {
        const created = await create(input);
        return { email: created.email, password: created.temporaryPassword, expiresAt: created.expiresAt, reason: "created" };
      } catch (error) {
        fail(error, "Failed to create the account.");
        return null;
      }
    },
    resetPassword: async (account: Account): Promise<TemporaryPassword | null> => {
      try {
        const result = await reset({ userId: account.userId });
        return { email: result.email, password: result.temporaryPassword, expiresAt: result.expiresAt, reason: "reset" };
      } catch (error) {
        fail(error, "Failed to reset password");
        return null;
      }
    },
    removeRole: async (account: Account, role: Role) => {
      try {
        await removeRole({ userId: account.userId, role });
        notify({ title: "Success", description: `${accountLabel(account)} is no longer ${ROLE_LABELS[role]}.`, variant: "success" });
      } catch (error) {
        fail(error, "Failed to update roles.");
      }
    },
    setDisabled: async (userId: Id<"users">, label: string, disabled: boolean) => {
      try {
        await setDisabled({ userId, disabled });
        notify({ title: "Success", description: `${label} is ${disabled ? "disabled" : "enabled"}.`, variant: "success" });
      } catch (error) {
        fail(error, "Failed to update the account.");
      }
    },
  };
}
