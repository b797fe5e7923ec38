/** The delete and bulk-delete dialogs in Spanish: questions, counts, buttons and their toasts. */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import { BulkDeleteServersDialog } from "./BulkDeleteServersDialog";
import { DeleteAttendeeDialog } from "./DeleteAttendeeDialog";

const mutation = vi.fn();

vi.mock("convex/react", () => ({ useMutation: () => mutation }));

beforeEach(() => mutation.mockReset());
afterEach(cleanup);

const inSpanish = (ui: React.ReactElement) => renderIn("es", <NotificationProvider>{ui}</NotificationProvider>);

test("deleting one man asks and answers in Spanish; a refusal says why in Spanish", async () => {
  await inSpanish(<DeleteAttendeeDialog attendee={{ _id: "a1" as never, first_name: "José", last_name: "Núñez" }} onClose={() => undefined} />);
  const dialog = screen.getByRole("dialog", { name: "Eliminar participante" });
  expect(within(dialog).getByText("¿Seguro que quieres eliminar a José Núñez? También se eliminan sus palancas. Esto no se puede deshacer.")).toBeTruthy();
  mutation.mockRejectedValueOnce(new ConvexError({ code: "NOT_FOUND", message: "Attendee not found." }));
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Eliminar" })));
  expect(await screen.findByText("No se pudo eliminar al participante. No se encontró al participante.")).toBeTruthy();

  mutation.mockResolvedValueOnce(null);
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Eliminar" })));
  expect(await screen.findByText("Se eliminó a José Núñez.")).toBeTruthy();
});

test("bulk delete counts the servers in Spanish and reports what it deleted", async () => {
  await inSpanish(<BulkDeleteServersDialog serverCount={1} onClose={() => undefined} />);
  const dialog = screen.getByRole("dialog", { name: "Eliminar servidores en bloque" });
  expect(within(dialog).getByText(/^Esto elimina al único servidor \(1\) con sus cuentas de acceso y sus roles\./)).toBeTruthy();
  expect(within(dialog).getByText("Escribe DELETE para confirmar.")).toBeTruthy();
  const submit = within(dialog).getByRole("button", { name: "Eliminar servidores" }) as HTMLButtonElement;
  expect(submit.disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText("Confirmación"), { target: { value: "DELETE" } });
  mutation.mockResolvedValueOnce({ attendees: 3, accounts: 1, roles: 2, keptStaff: 1, done: true });
  await act(async () => fireEvent.click(submit));
  expect(await screen.findByText("Servidores eliminados")).toBeTruthy();
  expect(screen.getByText("Eliminados: 3 participantes, 1 cuenta y 2 roles. Conservados por tener un rol del equipo: 1 servidor.")).toBeTruthy();
});
