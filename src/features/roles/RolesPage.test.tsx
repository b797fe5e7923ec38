import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import RolesPage from "./RolesPage";

const setUserRoles = vi.fn();
const users = [
  { userId: "u1", email: "admin@parish.org", firstName: "Ana", lastName: "Admin", roles: ["admin"] },
  { userId: "u2", email: "door@parish.org", firstName: null, lastName: null, roles: ["checkin_admin"] },
];
vi.mock("convex/react", () => ({
  useQuery: () => users,
  useMutation: () => ({ withOptimisticUpdate: () => setUserRoles }),
}));

// The toast view loads lazily; load it once up front so a busy machine does not slow the first toast.
beforeAll(async () => {
  await import("../../components/notifications/NotificationView");
});
beforeEach(() => {
  setUserRoles.mockReset();
});
afterEach(cleanup);

function renderPage() {
  render(
    <NotificationProvider>
      <RolesPage />
    </NotificationProvider>,
  );
}

test("each account's roles are ticked", () => {
  renderPage();
  const row = screen.getByRole("row", { name: /door@parish.org/ });
  expect((within(row).getByLabelText("Check-in admin for door@parish.org") as HTMLInputElement).checked).toBe(true);
  expect((within(row).getByLabelText("Admin for door@parish.org") as HTMLInputElement).checked).toBe(false);
});

test("ticking a role adds it, unticking removes it", () => {
  renderPage();
  fireEvent.click(screen.getByLabelText("Palancas admin for door@parish.org"));
  expect(setUserRoles).toHaveBeenLastCalledWith({ userId: "u2", roles: ["checkin_admin", "palancas_admin"] });
  fireEvent.click(screen.getByLabelText("Check-in admin for door@parish.org"));
  expect(setUserRoles).toHaveBeenLastCalledWith({ userId: "u2", roles: [] });
});

test("a refusal is shown with the server's message", async () => {
  setUserRoles.mockImplementation(async () => {
    throw new ConvexError({ code: "INVALID", message: "At least one administrator must remain." });
  });
  renderPage();
  fireEvent.click(screen.getByLabelText("Admin for admin@parish.org"));
  expect(await screen.findByText("At least one administrator must remain.")).toBeTruthy();
});
