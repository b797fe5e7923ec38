import type { Role } from "./validators";

/**
 * The single source of truth for who may do what. The UI reads the signed-in user's
 * permissions from `users:viewer`; every public Convex function checks one of these.
 */
export const ROLES = [
  "admin",
  "checkin_admin",
  "palancas_admin",
  "adoration_admin",
  "basic",
  "server",
] as const satisfies readonly Role[];

/** Roles that make a user "staff" (they see the staff dashboard). */
export const STAFF_ROLES = [
  "admin",
  "checkin_admin",
  "palancas_admin",
  "basic",
  "adoration_admin",
] as const satisfies readonly Role[];

export const PERMISSIONS = {
  viewReports: ["admin"],
  manageAttendees: ["admin"],
  manageRoles: ["admin"],
  manageRooms: ["admin"],
  manageTables: ["admin"],
  manageAdmins: ["admin"],
  manageSettings: ["admin"],
  manageFinance: ["admin"],
  manageInventory: ["admin"],
  manageTalks: ["admin"],
  manageCalendar: ["admin"],
  checkIn: ["admin", "checkin_admin"],
  managePalancas: ["admin", "palancas_admin"],
  bookAdoration: ["admin", "checkin_admin", "palancas_admin", "basic", "adoration_admin", "server"],
  manageAdoration: ["admin", "adoration_admin"],
  managePrayers: ["admin", "adoration_admin"],
  /** Look at another weekend than the current one (past weekends are read-only). */
  switchRetreat: ["admin", "checkin_admin", "palancas_admin", "adoration_admin"],
  /** Start the next retreat, close and reopen weekends, choose the current one. */
  manageRetreats: ["admin"],
  anyAdminRole: [...STAFF_ROLES],
  /** Any signed-in account with at least one role (staff or server). */
  signedIn: [...ROLES],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  const allowed: readonly Role[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

export function permissionsFor(roles: readonly Role[]): Permission[] {
  return PERMISSION_NAMES.filter((permission) => hasPermission(roles, permission));
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
