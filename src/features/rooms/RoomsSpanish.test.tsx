/** Manage Rooms in Spanish: the table, the dialogs, the print problems and the room CSV's texts. */
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import type { ReactNode } from "react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { InLanguage, renderIn } from "../../i18n/testing";
import { translator } from "../../i18n/useT";
import { roomsNs } from "../../i18n/namespaces/rooms";
import type { BoardAttendee, BoardRoom } from "./boardUpdates";
import { DeleteRoomDialog } from "./DeleteRoomDialog";
import { badgePrintProblem } from "./RoomBadges";
import { RoomDialog } from "./RoomDialog";
import { RoomTable } from "./RoomTable";
import { useRoomActions } from "./useRoomActions";

const mutation = vi.fn();
vi.mock("convex/react", () => ({
  useMutation: () => Object.assign(mutation, { withOptimisticUpdate: () => mutation }),
}));

vi.mock("../../components/richText/RichTextEditor", () => ({
  RichTextEditor: ({ label }: { label: string }) => <div>{label}</div>,
  RichText: ({ html }: { html: string }) => <div>{html}</div>,
}));

afterEach(cleanup);

const man = (id: string, first: string, extra: Partial<BoardAttendee> = {}): BoardAttendee => ({
  _id: id as Id<"attendees">,
  first_name: first,
  last_name: "López",
  attendee_type: "attendee",
  snore: false,
  sleeps_at_home: false,
  ...extra,
});
const room = (name: string, occupants: BoardAttendee[], capacity: number | null = 2): BoardRoom => ({
  _id: `room-${name}` as Id<"rooms">,
  name,
  room_type: "retreatant",
  capacity,
  description: null,
  occupants,
});
const actions = () => ({ assign: vi.fn(), remove: vi.fn(), setType: vi.fn(), edit: vi.fn(), delete: vi.fn() });

test("the rooms table in Spanish: columns, capacity, occupants with (R), pickers and actions", async () => {
  await renderIn("es", <RoomTable rooms={[room("101", [man("a", "ana", { snore: true })]), room("102", [], null)]} unassigned={[]} actions={actions()} />);
  for (const column of ["Número de cuarto", "Tipo de cuarto", "Capacidad", "Ocupantes actuales", "Asignar participante", "Acciones"]) {
    expect(screen.getByRole("columnheader", { name: column })).toBeTruthy();
  }
  const full = screen.getByTestId("room-row-101");
  expect(within(full).getByText("1 ocupada")).toBeTruthy();
  expect(within(full).getByText("Ana López (R)")).toBeTruthy();
  expect(within(full).getByLabelText("Quitar a Ana López (R) de 101")).toBeTruthy();
  expect(within(full).getByLabelText("Tipo del cuarto 101").textContent).toBe("Retirante");
  const open = screen.getByTestId("room-row-102");
  expect(within(open).getByText("Sin límite")).toBeTruthy();
  expect(within(open).getByText("Sin ocupantes")).toBeTruthy();
  expect(within(open).getByPlaceholderText("Elige un participante")).toBeTruthy();
  expect(within(open).getByLabelText("Eliminar 102")).toBeTruthy();
});

test("the empty state, the add dialog's problems and the delete confirmation in Spanish", async () => {
  await renderIn("es", <RoomTable rooms={[]} unassigned={[]} actions={actions()} />);
  expect(screen.getByText("No hay cuartos. Agrega algunos cuartos para empezar.")).toBeTruthy();
  cleanup();

  await renderIn("es", <RoomDialog open onClose={vi.fn()} onSubmit={vi.fn()} />);
  const dialog = screen.getByRole("dialog", { name: "Agregar cuarto" });
  fireEvent.change(within(dialog).getByLabelText("Capacidad"), { target: { value: "0" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Agregar cuarto" }));
  expect(within(dialog).getByText("El nombre del cuarto es obligatorio.")).toBeTruthy();
  expect(within(dialog).getByText("La capacidad debe ser un número entero de al menos 1.")).toBeTruthy();
  cleanup();

  await renderIn("es", <DeleteRoomDialog room={{ name: "101", occupants: 3 }} onCancel={vi.fn()} onConfirm={vi.fn()} />);
  expect(screen.getByText("Se eliminará el cuarto 101. Sus 3 ocupantes quedarán sin cuarto.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Eliminar" })).toBeTruthy();
});

test("the print problems in Spanish; English by default", async () => {
  const t = await translator("es", roomsNs);
  expect(badgePrintProblem([], t)).toBe("No hay cuartos para imprimir");
  expect(badgePrintProblem([{ occupants: [] }], t)).toBe("Todavía ningún cuarto tiene ocupantes asignados.");
  expect(badgePrintProblem([{ occupants: [] }])).toBe("No rooms have occupants assigned yet.");
});

test("a refused assignment is said in Spanish with the server's values, in the toast and to the row", async () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InLanguage language="es">
      <NotificationProvider>{children}</NotificationProvider>
    </InLanguage>
  );
  // Awaited, as renderIn does: the Spanish catalogues arrive and the hook renders.
  const { result } = await act(async () => renderHook(() => useRoomActions(), { wrapper }));
  await waitFor(() => expect(result.current).not.toBeNull());
  mutation.mockRejectedValueOnce(
    new ConvexError({
      code: "ROOM_REFUSED",
      reason: "full",
      message: "Cannot assign attendee. Room 101 is full (3 of 3 beds taken).",
      params: { name: "101", labelled: "no", man: "Ana López", others: "3", capacity: "3" },
    }),
  );
  const spanish = "No se puede asignar al participante. El cuarto 101 está lleno (3 de 3 camas ocupadas).";
  await expect(result.current.assign("a1" as Id<"attendees">, "room-101" as Id<"rooms">)).resolves.toBe(spanish);
  expect(await screen.findByText(spanish)).toBeTruthy();
  expect(screen.getByText("Aviso")).toBeTruthy();
  mutation.mockRejectedValueOnce(new Error("network"));
  await expect(result.current.remove("a1" as Id<"attendees">)).resolves.toBe("No se pudo quitar al participante.");
});
