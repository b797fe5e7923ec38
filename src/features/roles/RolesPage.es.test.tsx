import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { renderIn } from "../../i18n/testing";
import RolesPage from "./RolesPage";

vi.mock("convex/react", () => ({
  useQuery: () => [{ userId: "u2", email: "door@parish.org", firstName: null, lastName: null, roles: ["checkin_admin"] }],
  useMutation: () => ({ withOptimisticUpdate: () => vi.fn() }),
}));
vi.mock("../../components/notifications/useNotify", () => ({ useNotify: () => vi.fn() }));

afterEach(cleanup);

test("the roles and the permission reference read in Spanish", async () => {
  await renderIn("es", <RolesPage />);
  expect(screen.getByRole("heading", { name: "Roles" })).toBeTruthy();
  expect(screen.getByText("Marca los roles que tiene cada cuenta. Los cambios se aplican de inmediato.")).toBeTruthy();
  const row = screen.getByRole("row", { name: /door@parish.org/ });
  expect((within(row).getByLabelText("Admin. de recepción para door@parish.org") as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole("heading", { name: "Qué puede hacer cada rol" })).toBeTruthy();
  expect(screen.getByText("Administrar cuartos y el plano")).toBeTruthy();
  expect(screen.getAllByRole("columnheader", { name: "Servidor" }).length).toBeGreaterThan(0);
  expect(screen.queryByText("Check-in admin")).toBeNull();
});
