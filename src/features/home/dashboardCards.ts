import AdminPanelSettings from "@mui/icons-material/AdminPanelSettings";
import Assessment from "@mui/icons-material/Assessment";
import AttachMoney from "@mui/icons-material/AttachMoney";
import Bed from "@mui/icons-material/Bed";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import CardGiftcard from "@mui/icons-material/CardGiftcard";
import Church from "@mui/icons-material/Church";
import Dashboard from "@mui/icons-material/Dashboard";
import EventAvailable from "@mui/icons-material/EventAvailable";
import Groups from "@mui/icons-material/Groups";
import HowToReg from "@mui/icons-material/HowToReg";
import Inventory2 from "@mui/icons-material/Inventory2";
import Mail from "@mui/icons-material/Mail";
import ManageAccounts from "@mui/icons-material/ManageAccounts";
import MapOutlined from "@mui/icons-material/Map";
import People from "@mui/icons-material/People";
import RecordVoiceOver from "@mui/icons-material/RecordVoiceOver";
import Settings from "@mui/icons-material/Settings";
import TableRestaurant from "@mui/icons-material/TableRestaurant";
import VolunteerActivism from "@mui/icons-material/VolunteerActivism";
import type { SvgIconComponent } from "@mui/icons-material";
import type { Permission } from "../../../convex/shared/permissions";
import type { Role } from "../../../convex/shared/validators";

export type DashboardCard = {
  title: string;
  description: string;
  to: string;
  icon: SvgIconComponent;
  /** Shown when the viewer holds this permission... */
  permission?: Permission;
  /** ...or, for the dashboard links, when this says so about the viewer's roles. */
  forRoles?: (roles: readonly Role[]) => boolean;
};

const has = (roles: readonly Role[], role: Role) => roles.includes(role);

/** The home cards of SPEC §2, each behind the permission of the screen it opens. */
export const DASHBOARD_CARDS: DashboardCard[] = [
  {
    title: "My Dashboard",
    description: "Your room, table, adoration hours and talks.",
    to: "/server-dashboard",
    icon: Dashboard,
    forRoles: (roles) => has(roles, "basic") && !has(roles, "admin"),
  },
  {
    title: "Server Dashboard",
    description: "Your room, table, adoration hours and talks.",
    to: "/server-dashboard",
    icon: Dashboard,
    forRoles: (roles) => roles.length > 0 && !has(roles, "admin") && !has(roles, "basic"),
  },
  {
    title: "Server Dashboards",
    description: "Pick any server and open his dashboard.",
    to: "/server-dashboard",
    icon: Dashboard,
    forRoles: (roles) => has(roles, "admin"),
  },
  // Attendees and the directory are hidden from palancas admins: only admins hold manageAttendees.
  { title: "Attendees", description: "Retreatants and servers: add, edit, import, export, print badges.", to: "/attendees", icon: People, permission: "manageAttendees" },
  { title: "Server Directory", description: "Servers with their contact details and assignments.", to: "/servers", icon: Groups, permission: "manageAttendees" },
  { title: "Rooms", description: "Rooms, capacities and who sleeps where.", to: "/rooms", icon: Bed, permission: "manageRooms" },
  { title: "Floor Plan", description: "The rooms at a glance, coloured by occupancy.", to: "/floor-plan", icon: MapOutlined, permission: "manageRooms" },
  { title: "Tables", description: "Dining tables, leaders and seating.", to: "/tables", icon: TableRestaurant, permission: "manageTables" },
  { title: "Check-In", description: "Check men in at the door and record payments.", to: "/checkin", icon: HowToReg, permission: "checkIn" },
  { title: "Reports", description: "Rosters, payments, rooms, tables and more, printable.", to: "/reports", icon: Assessment, permission: "viewReports" },
  { title: "Palancas", description: "Letters of support received for each retreatant.", to: "/palancas", icon: Mail, permission: "managePalancas" },
  { title: "Adoration Schedule", description: "Reserve an hour before the Blessed Sacrament.", to: "/adoration", icon: Church, permission: "bookAdoration" },
  { title: "Adoration Admin", description: "Assign, clear and block adoration hours.", to: "/adoration/admin", icon: EventAvailable, permission: "manageAdoration" },
  { title: "Prayers", description: "Prayer texts and intentions for the chapel.", to: "/prayers", icon: VolunteerActivism, permission: "managePrayers" },
  { title: "Talks & Testimonies", description: "The weekend's talks, speakers and their portal links.", to: "/talks-testimonies", icon: RecordVoiceOver, permission: "manageTalks" },
  { title: "Calendar", description: "Retreat days, talks, adoration and staff events.", to: "/calendar", icon: CalendarMonth, permission: "manageCalendar" },
  { title: "Finance", description: "Income, expenses, house cost and balance.", to: "/finance", icon: AttachMoney, permission: "manageFinance" },
  { title: "Inventory", description: "Supplies on hand and what to buy.", to: "/inventory", icon: Inventory2, permission: "manageInventory" },
  { title: "Palanquita Stock", description: "Handmade favours: made, needed and the gap.", to: "/palanquita-stock", icon: CardGiftcard, permission: "manageInventory" },
  { title: "Admin Users", description: "Staff accounts and password resets.", to: "/admin-users", icon: AdminPanelSettings, permission: "manageAdmins" },
  { title: "Roles", description: "Who holds which role, and what each role may do.", to: "/roles", icon: ManageAccounts, permission: "manageRoles" },
  { title: "Settings", description: "Retreat details, schedule, logos and house costs.", to: "/settings", icon: Settings, permission: "manageSettings" },
];

export function visibleCards(viewer: { roles: readonly Role[]; permissions: readonly Permission[] }): DashboardCard[] {
  return DASHBOARD_CARDS.filter((card) =>
    card.permission !== undefined ? viewer.permissions.includes(card.permission) : (card.forRoles?.(viewer.roles) ?? false),
  );
}
