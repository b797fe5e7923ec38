import type { Permission } from "../../../convex/shared/permissions";
import type { Role } from "../../../convex/shared/validators";
import { englishText } from "../../i18n/namespace";
import { rolesNs } from "../../i18n/namespaces/roles";
import { useT } from "../../i18n/useT";

/** The roles' English names (the spec's), for comparisons and texts built outside React. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: englishText(rolesNs, "role.admin"),
  checkin_admin: englishText(rolesNs, "role.checkin_admin"),
  palancas_admin: englishText(rolesNs, "role.palancas_admin"),
  adoration_admin: englishText(rolesNs, "role.adoration_admin"),
  basic: englishText(rolesNs, "role.basic"),
  server: englishText(rolesNs, "role.server"),
};

/** A role's name in the person's language. */
export function useRoleLabel(): (role: Role) => string {
  const t = useT(rolesNs);
  return (role) => t(`role.${role}`);
}

/** A permission's name in the person's language. */
export function usePermissionLabel(): (permission: Permission) => string {
  const t = useT(rolesNs);
  return (permission) => t(`permission.${permission}`);
}
