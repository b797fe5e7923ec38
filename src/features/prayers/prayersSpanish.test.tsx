import { cleanup, screen } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import { PrayerSheet } from "./PrayerSheet";
import PrayersPage from "./PrayersPage";
import type { Prayer } from "./types";

const prayers = [
  { _id: "p1", title: "Ave María", kind: "prayer", body: "<p>Dios te salve, María</p>", sort_order: 0 },
  { _id: "p2", title: "Por las familias", kind: "intention", body: "<p>Por sus familias</p>", sort_order: 1 },
] as unknown as Prayer[];

vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) => (getFunctionName(ref as FunctionReference<"query">).endsWith("printHeader") ? undefined : prayers),
  useMutation: () => Object.assign(vi.fn(), { withOptimisticUpdate: () => vi.fn() }),
}));

afterEach(cleanup);

test("the chapel printout in Spanish: its title and each kind", async () => {
  await renderIn("es", <PrayerSheet prayers={prayers} largeType />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Oraciones e intenciones");
  expect(screen.getByText("Oración")).toBeTruthy();
  expect(screen.getByText("Intención")).toBeTruthy();
  // The prayers themselves are data, printed as written.
  expect(screen.getByText("Dios te salve, María")).toBeTruthy();
});

test("the prayers screen in Spanish", async () => {
  await renderIn(
    "es",
    <MemoryRouter>
      <NotificationProvider>
        <PrayersPage />
      </NotificationProvider>
    </MemoryRouter>,
  );
  expect(await screen.findByRole("heading", { level: 1, name: "Oraciones" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Imprimir para la capilla" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Agregar oración" })).toBeTruthy();
  expect(screen.getByLabelText("Letra grande")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Subir Por las familias" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Eliminar Ave María" })).toBeTruthy();
});
