import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { formatDateTimeIn } from "../../i18n/format";
import { renderIn } from "../../i18n/testing";
import { RecentImports } from "./RecentImports";

const startedAt = new Date(2026, 2, 14, 18, 30).getTime();
const batch = {
  _id: "b1",
  file_name: "inscripciones.xlsx",
  attendee_type: "attendee",
  user_email: "ana@parish.org",
  started_at: startedAt,
  created: 12,
  updated: 3,
  undone_at: null,
};
const mutation = vi.fn();
const notify = vi.fn();
vi.mock("convex/react", () => ({ useQuery: () => [batch], useConvex: () => ({ mutation }) }));
vi.mock("../../components/notifications/useNotify", () => ({ useNotify: () => notify }));

beforeEach(() => {
  notify.mockReset();
  mutation.mockReset();
  mutation.mockResolvedValue({
    removed: 10,
    restored: 1,
    kept: [
      { name: "Paul Jones (paul@example.org)", reason: "changed since the import: parish" },
      { name: "Juan Ruiz (juan@example.org)", reason: "checked in" },
    ],
    isDone: true,
    continueCursor: "",
  });
});
afterEach(cleanup);

test("an upload is listed and undone, the men kept said with why, in English", async () => {
  render(<RecentImports />);
  expect(screen.getByText(`inscripciones.xlsx · 12 new, 3 updated · ${formatDateTimeIn("en", startedAt)} · ana@parish.org`)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: `Undo upload inscripciones.xlsx of ${formatDateTimeIn("en", startedAt)}` }));
  await waitFor(() => expect(notify).toHaveBeenCalled());
  expect(notify).toHaveBeenCalledWith({
    title: "Upload undone: inscripciones.xlsx",
    description: "10 men removed, 1 man restored. Kept: Paul Jones (paul@example.org): changed since the import: parish; Juan Ruiz (juan@example.org): checked in",
    variant: "warning",
  });
});

test("the same in Spanish, with the fields and reasons translated", async () => {
  await renderIn("es", <RecentImports />);
  expect(screen.getByRole("region", { name: "Cargas recientes" })).toBeTruthy();
  expect(screen.getByText(`inscripciones.xlsx · 12 nuevos, 3 actualizados · ${formatDateTimeIn("es", startedAt)} · ana@parish.org`)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: `Deshacer la carga inscripciones.xlsx del ${formatDateTimeIn("es", startedAt)}` }));
  await waitFor(() => expect(notify).toHaveBeenCalled());
  expect(notify).toHaveBeenCalledWith({
    title: "Carga deshecha: inscripciones.xlsx",
    description:
      "10 hombres quitados, 1 hombre restaurado. Se conservaron: Paul Jones (paul@example.org): cambió después de la importación: Parroquia; Juan Ruiz (juan@example.org): ya está registrado",
    variant: "warning",
  });
});
