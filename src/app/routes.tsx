import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Permission } from "../../convex/shared/permissions";
import type { AccessDeniedVariant } from "../components/auth/AccessDenied";

/**
 * `offline`: the screen opens at once for the user last confirmed signed in on the device (and so
 * with no connection too), before the server answers who is signed in; the server still checks
 * every call.
 */
export type Guard = { permission: Permission; denied: AccessDeniedVariant; offline?: boolean };

export type AppRoute = {
  path: string;
  /** The screen, loaded on demand. */
  page: LazyExoticComponent<ComponentType>;
  /** Absent for public routes (home, sign-in, reset, speaker portal). */
  guard?: Guard;
  /** Routes shown without the staff header (sign-in, reset, speaker portal). */
  bare?: boolean;
};

const admin = (permission: Permission): Guard => ({ permission, denied: "admin" });

export const routes: AppRoute[] = [
  { path: "/", page: lazy(() => import("../features/home/HomePage")) },
  { path: "/auth", page: lazy(() => import("../features/auth/SignInPage")), bare: true },
  { path: "/reset-password", page: lazy(() => import("../features/auth/ResetPasswordPage")), bare: true },
  {
    path: "/attendees",
    page: lazy(() => import("../features/attendees/AttendeesPage")),
    guard: { permission: "manageAttendees", denied: "attendees" },
  },
  {
    path: "/attendees/:id",
    page: lazy(() => import("../features/attendees/AttendeeProfilePage")),
    guard: { permission: "manageAttendees", denied: "attendees" },
  },
  {
    path: "/attendee-details/:id",
    page: lazy(() => import("../features/attendees/AttendeeProfilePage")),
    guard: { permission: "manageAttendees", denied: "attendees" },
  },
  { path: "/servers", page: lazy(() => import("../features/servers/ServerDirectoryPage")), guard: admin("manageAttendees") },
  { path: "/server-dashboard", page: lazy(() => import("../features/home/ServerDashboardPage")), guard: { permission: "signedIn", denied: "staff" } },
  { path: "/roles", page: lazy(() => import("../features/roles/RolesPage")), guard: admin("manageRoles") },
  { path: "/rooms", page: lazy(() => import("../features/rooms/RoomsPage")), guard: admin("manageRooms") },
  { path: "/tables", page: lazy(() => import("../features/tables/TablesPage")), guard: admin("manageTables") },
  { path: "/floor-plan", page: lazy(() => import("../features/floorPlan/FloorPlanPage")), guard: admin("manageRooms") },
  {
    path: "/checkin",
    page: lazy(() => import("../features/checkin/CheckInPage")),
    guard: { permission: "checkIn", denied: "checkIn", offline: true },
  },
  {
    path: "/checkin/station",
    page: lazy(() => import("../features/checkin/StationPage")),
    guard: { permission: "checkIn", denied: "checkIn", offline: true },
    bare: true,
  },
  { path: "/reports", page: lazy(() => import("../features/reports/ReportsPage")), guard: admin("viewReports") },
  { path: "/palancas", page: lazy(() => import("../features/palancas/PalancasPage")), guard: { permission: "managePalancas", denied: "palancas" } },
  { path: "/talks-testimonies", page: lazy(() => import("../features/talks/TalksPage")), guard: admin("manageTalks") },
  { path: "/admin-users", page: lazy(() => import("../features/adminUsers/AdminUsersPage")), guard: admin("manageAdmins") },
  { path: "/settings", page: lazy(() => import("../features/settings/SettingsPage")), guard: admin("manageSettings") },
  { path: "/retreats", page: lazy(() => import("../features/retreats/RetreatsPage")), guard: admin("manageRetreats") },
  { path: "/calendar", page: lazy(() => import("../features/calendar/CalendarPage")), guard: admin("manageCalendar") },
  { path: "/adoration", page: lazy(() => import("../features/adoration/AdorationPage")), guard: { permission: "bookAdoration", denied: "staff" } },
  {
    path: "/adoration/admin",
    page: lazy(() => import("../features/adoration/AdorationAdminPage")),
    guard: { permission: "manageAdoration", denied: "adorationAdmin" },
  },
  { path: "/finance", page: lazy(() => import("../features/finance/FinancePage")), guard: admin("manageFinance") },
  { path: "/inventory", page: lazy(() => import("../features/inventory/InventoryPage")), guard: admin("manageInventory") },
  {
    path: "/palanquita-stock",
    page: lazy(() => import("../features/palanquitas/PalanquitaStockPage")),
    guard: admin("manageInventory"),
  },
  { path: "/prayers", page: lazy(() => import("../features/prayers/PrayersPage")), guard: { permission: "managePrayers", denied: "prayers" } },
  { path: "/speaker-portal/:token", page: lazy(() => import("../features/speakerPortal/SpeakerPortalPage")), bare: true },
];
