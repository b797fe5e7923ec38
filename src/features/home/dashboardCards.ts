import AdminPanelSettings from "@mui/icons-material/AdminPanelSettings";
import Assessment from "@mui/icons-material/Assessment";
import AttachMoney from "@mui/icons-material/AttachMoney";
import Bed from "@mui/icons-material/Bed";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import CardGiftcard from "@mui/icons-material/CardGiftcard";
import Church from "@mui/icons-material/Church";
import Dashboard from "@mui/icons-material/Dashboard";
import EventAvailable from "@mui/icons-material/EventAvailable";
import EventRepeat from "@mui/icons-material/EventRepeat";
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
import { englishText } from "../../i18n/namespace";
import { homeNs } from "../../i18n/namespaces/home";

export type CardKey = HomeKey extends infer K ? (K extends `card.${infer Key}.title` ? Key : never) : never;

export type DashboardCard = {
  /** Its title and description in the home catalogue: `card.<key>.title`, `card.<key>.description`. */
  key: CardKey;
  /** The English title (the spec's). */
  title: string;
  to: string;
  icon: SvgIconComponent;
  /** Shown when the viewer holds this permission... */
  permission?: Permission;
  /** ...or, for the dashboard links, when this says so about the viewer's roles. */
  forRoles?: (roles: readonly Role[]) => boolean;
};

type HomeKey = keyof typeof homeNs.en;

/** A card's key and English title. */
const card = (key: CardKey) => ({ key, title: englishText(homeNs, `card.${key}.title`) });

const has = (roles: readonly Role[], role: Role) => roles.includes(role);

/** The home cards of SPEC §2, each behind the permission of the screen it opens. */
export const DASHBOARD_CARDS: DashboardCard[] = [
  {
    ...card("myDashboard"),
    to: "/server-dashboard",
    icon: Dashboard,
    forRoles: (roles) => has(roles, "basic") && !has(roles, "admin"),
  },
  {
    ...card("serverDashboard"),
    to: "/server-dashboard",
    icon: Dashboard,
    forRoles: (roles) => roles.length > 0 && !has(roles, "admin") && !has(roles, "basic"),
  },
  {
    ...card("serverDashboards"),
    to: "/server-dashboard",
    icon: Dashboard,
    forRoles: (roles) => has(roles, "admin"),
  },
  // Attendees and the directory are hidden from palancas admins: only admins hold manageAttendees.
  { ...card("attendees"), to: "/attendees", icon: People, permission: "manageAttendees" },
  { ...card("servers"), to: "/servers", icon: Groups, permission: "manageAttendees" },
  { ...card("rooms"), to: "/rooms", icon: Bed, permission: "manageRooms" },
  { ...card("floorPlan"), to: "/floor-plan", icon: MapOutlined, permission: "manageRooms" },
  { ...card("tables"), to: "/tables", icon: TableRestaurant, permission: "manageTables" },
  { ...card("checkIn"), to: "/checkin", icon: HowToReg, permission: "checkIn" },
  { ...card("reports"), to: "/reports", icon: Assessment, permission: "viewReports" },
  { ...card("palancas"), to: "/palancas", icon: Mail, permission: "managePalancas" },
  { ...card("adoration"), to: "/adoration", icon: Church, permission: "bookAdoration" },
  { ...card("adorationAdmin"), to: "/adoration/admin", icon: EventAvailable, permission: "manageAdoration" },
  { ...card("prayers"), to: "/prayers", icon: VolunteerActivism, permission: "managePrayers" },
  { ...card("talks"), to: "/talks-testimonies", icon: RecordVoiceOver, permission: "manageTalks" },
  { ...card("calendar"), to: "/calendar", icon: CalendarMonth, permission: "manageCalendar" },
  { ...card("finance"), to: "/finance", icon: AttachMoney, permission: "manageFinance" },
  { ...card("inventory"), to: "/inventory", icon: Inventory2, permission: "manageInventory" },
  { ...card("palanquitas"), to: "/palanquita-stock", icon: CardGiftcard, permission: "manageInventory" },
  { ...card("adminUsers"), to: "/admin-users", icon: AdminPanelSettings, permission: "manageAdmins" },
  { ...card("roles"), to: "/roles", icon: ManageAccounts, permission: "manageRoles" },
  { ...card("settings"), to: "/settings", icon: Settings, permission: "manageSettings" },
  { ...card("retreats"), to: "/retreats", icon: EventRepeat, permission: "manageRetreats" },
];

export function visibleCards(viewer: { roles: readonly Role[]; permissions: readonly Permission[] }): DashboardCard[] {
  return DASHBOARD_CARDS.filter((card) =>
    card.permission !== undefined ? viewer.permissions.includes(card.permission) : (card.forRoles?.(viewer.roles) ?? false),
  );
}
