import type { Permission } from "../../../convex/shared/permissions";
import type { Role } from "../../../convex/shared/validators";

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  checkin_admin: "Check-in admin",
  palancas_admin: "Palancas admin",
  adoration_admin: "Adoration admin",
  basic: "Basic",
  server: "Server",
};

export const PERMISSION_LABELS: Record<Permission, string> = {
  viewReports: "View reports",
  manageAttendees: "Manage attendees and the server directory",
  manageRoles: "Manage roles",
  manageRooms: "Manage rooms and the floor plan",
  manageTables: "Manage tables",
  manageAdmins: "Manage admin users",
  manageSettings: "Manage settings",
  manageFinance: "Finance",
  manageInventory: "Inventory and palanquita stock",
  manageTalks: "Talks and testimonies",
  manageCalendar: "Calendar",
  checkIn: "Check-in",
  managePalancas: "Manage palancas",
  bookAdoration: "Book adoration hours",
  manageAdoration: "Manage adoration",
  managePrayers: "Manage prayers",
  anyAdminRole: "See the staff dashboard",
  signedIn: "Sign in",
};
