/** What other features may use from Roles. */
export { ROLE_LABELS } from "./roleLabels";
