/** The Add/Edit dialog in Spanish: titles, sections, labels, its own validation and the server's refusals. */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import { AttendeeFormDialog } from "./AttendeeFormDialog";

const create = vi.fn();

vi.mock("convex/react", () => ({
  useQuery: () => [],
  useMutation: () => create,
}));

beforeEach(() => create.mockReset());
afterEach(cleanup);

async function openAdd() {
  await renderIn(
    "es",
    <NotificationProvider>
      <AttendeeFormDialog attendee={null} emailOwners={new Map()} onClose={() => undefined} />
    </NotificationProvider>,
  );
  return screen.getByRole("dialog");
}

const input = (id: string) => document.getElementById(`attendee-${id}`) as HTMLInputElement;

async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(input(name), { target: { value } });
}

async function submit(dialog: HTMLElement) {
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Agregar participante" })));
}

test("the form's title, sections, labels and buttons are in Spanish", async () => {
  const dialog = await openAdd();
  expect(within(dialog).getByRole("heading", { name: "Agregar participante" })).toBeTruthy();
  for (const section of ["Contacto", "Clasificación y estado", "Dinero", "Sacramentos y marcas", "Contacto de emergencia 1", "Recomendado por"]) {
    expect(within(dialog).getByRole("region", { name: section })).toBeTruthy();
  }
  const contact = within(dialog).getByRole("region", { name: "Contacto" });
  for (const label of ["Nombre", "Apellido", "Correo", "Teléfono"]) expect(within(contact).getByLabelText(label, { exact: false })).toBeTruthy();
  // Inside an emergency contact, its parts read short.
  const emergency = within(dialog).getByRole("region", { name: "Contacto de emergencia 1" });
  expect(within(emergency).getByLabelText("Parentesco")).toBeTruthy();
  expect(within(dialog).getByLabelText("Ronca")).toBeTruthy();
  expect(within(dialog).getByLabelText("Cuarto")).toBeTruthy();
  expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeTruthy();
  expect(screen.queryByText("Add Attendee")).toBeNull();
  expect(screen.queryByText("First Name")).toBeNull();
});

test("its own validation lists the problems in Spanish, with their values", async () => {
  const dialog = await openAdd();
  await fill({ first_name: "x".repeat(51), email: "no-es-correo", birthday: "" });
  await submit(dialog);
  const alert = within(dialog).getByRole("alert");
  expect(within(alert).getByText("Corrige los siguientes errores")).toBeTruthy();
  expect(within(alert).getByText("Nombre: Se permiten 50 caracteres como máximo")).toBeTruthy();
  expect(within(alert).getByText("Apellido: Este dato es obligatorio")).toBeTruthy();
  expect(within(alert).getByText("Correo: Escribe un correo válido")).toBeTruthy();
  // The same message under the field.
  expect(document.getElementById("attendee-first_name-helper-text")?.textContent).toBe("Se permiten 50 caracteres como máximo");
  expect(document.getElementById("attendee-email-helper-text")?.textContent).toBe("Escribe un correo válido");
  expect(create).not.toHaveBeenCalled();
});

test("the server's refusals show in Spanish: its list of problems, and a duplicate email with the email", async () => {
  const dialog = await openAdd();
  await fill({ first_name: "José", last_name: "Núñez", email: "jose@example.org" });
  create.mockRejectedValueOnce(
    new ConvexError({
      code: "INVALID",
      message: "Please fix the following errors: Phone: Please enter a valid phone number",
      errors: ["Phone: Please enter a valid phone number"],
      problems: [{ field: "phone_number", reason: "phone", params: {} }],
    }),
  );
  await submit(dialog);
  expect(within(within(dialog).getByRole("alert")).getByText("Teléfono: Escribe un número de teléfono válido")).toBeTruthy();
  expect(await screen.findByText("Corrige los siguientes errores: Teléfono: Escribe un número de teléfono válido")).toBeTruthy();

  create.mockRejectedValueOnce(
    new ConvexError({
      code: "DUPLICATE_EMAIL",
      reason: "attendee",
      message: "An attendee with email jose@example.org already exists.",
      params: { email: "jose@example.org" },
    }),
  );
  await fill({ first_name: "José María" });
  await submit(dialog);
  expect(await screen.findByText("Correo repetido")).toBeTruthy();
  expect(screen.getByText("Ya existe un participante con el correo jose@example.org.")).toBeTruthy();
});
