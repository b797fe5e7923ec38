import { describe, expect, test } from "vitest";
import { permissionsFor } from "../../../convex/shared/permissions";
import type { Role } from "../../../convex/shared/validators";
import { routes } from "../../app/routes";
import { DASHBOARD_CARDS, visibleCards } from "./dashboardCards";

const titlesFor = (...roles: Role[]) => visibleCards({ roles, permissions: permissionsFor(roles) }).map((card) => card.title);

describe("the cards each role sees", () => {
  test("an admin sees every screen, and the Server Dashboards of everyone", () => {
    const titles = titlesFor("admin");
    expect(titles).toEqual(expect.arrayContaining(["Server Dashboards", "Attendees", "Server Directory", "Rooms", "Tables", "Check-In", "Reports", "Palancas", "Adoration Schedule", "Adoration Admin", "Prayers", "Roles", "Calendar", "Finance", "Inventory", "Settings", "Talks & Testimonies", "Palanquita Stock", "Admin Users", "Retreats"]));
    expect(titles).not.toContain("My Dashboard");
    expect(titles).not.toContain("Server Dashboard");
  });

  test("a check-in admin sees check-in, adoration and his own dashboard only", () => {
    expect(titlesFor("checkin_admin")).toEqual(["Server Dashboard", "Check-In", "Adoration Schedule"]);
  });

  test("a palancas admin sees palancas but not the attendee screens", () => {
    expect(titlesFor("palancas_admin")).toEqual(["Server Dashboard", "Palancas", "Adoration Schedule"]);
  });

  test("an adoration admin sees adoration and prayers", () => {
    expect(titlesFor("adoration_admin")).toEqual(["Server Dashboard", "Adoration Schedule", "Adoration Admin", "Prayers"]);
  });

  test("a basic user sees My Dashboard and the adoration schedule", () => {
    expect(titlesFor("basic")).toEqual(["My Dashboard", "Adoration Schedule"]);
  });

  test("no roles, no cards", () => {
    expect(titlesFor()).toEqual([]);
  });
});

test("every card opens a route whose guard allows what the card requires", () => {
  for (const card of DASHBOARD_CARDS) {
    const route = routes.find((r) => r.path === card.to);
    expect(route, card.to).toBeDefined();
    if (card.permission !== undefined) expect(route?.guard?.permission, card.title).toBe(card.permission);
  }
});
