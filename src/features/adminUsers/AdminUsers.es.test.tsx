import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { formatDateTimeIn } from "../../i18n/format";
import { renderIn } from "../../i18n/testing";
import { CreateAccountDialog } from "./CreateAccountDialog";
import { TemporaryPasswordDialog } from "./TemporaryPasswordDialog";

afterEach(cleanup);

test("the temporary password dialog reads in Spanish, with a Spanish date", async () => {
  const expiresAt = new Date(2026, 2, 14, 18, 30).getTime();
  await renderIn("es", <TemporaryPasswordDialog temporary={{ email: "door@parish.org", password: "qhtwzmkd4821", expiresAt, reason: "reset" }} onClose={vi.fn()} />);
  expect(screen.getByRole("heading", { name: "Contraseña restablecida" })).toBeTruthy();
  expect(screen.getByText(/^Contraseña temporal para/).textContent).toBe("Contraseña temporal para door@parish.org:");
  expect(screen.getByText(new RegExp(`sirve hasta el ${formatDateTimeIn("es", expiresAt)}`))).toBeTruthy();
  expect(formatDateTimeIn("es", expiresAt)).toMatch(/14 de marzo de 2026/);
  expect(screen.getByRole("button", { name: "Listo" })).toBeTruthy();
});

test("a new account's problems and roles are in Spanish", async () => {
  await renderIn("es", <CreateAccountDialog onClose={vi.fn()} onCreate={vi.fn(async () => true)} />);
  fireEvent.click(screen.getByLabelText("Básico"));
  fireEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
  expect(screen.getByText("Escribe un correo válido")).toBeTruthy();
  expect(screen.getAllByText("Este campo es obligatorio")).toHaveLength(2);
  expect(screen.getByText("Elige al menos un rol.")).toBeTruthy();
  expect(screen.getByLabelText("Admin. de recepción")).toBeTruthy();
});
