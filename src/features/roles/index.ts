/** What other features may use from Roles. */
export { ROLE_LABELS, useRoleLabel } from "./roleLabels";
