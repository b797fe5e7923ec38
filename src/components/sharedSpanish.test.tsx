import { cleanup, fireEvent, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, test, vi } from "vitest";
import { renderIn } from "../i18n/testing";
import { ConfirmDeleteDialog } from "./dialogs/ConfirmDeleteDialog";
import { FormDialog } from "./dialogs/FormDialog";
import { ConfirmDiscardDialog } from "./dialogs/useConfirmDiscard";
import { PageHeader } from "./PageHeader";
import { PlanningBasisSwitch } from "./PlanningBasisSwitch";
import { RichTextEditor } from "./richText/RichTextEditor";

vi.mock("convex/react", () => ({ useMutation: () => vi.fn() }));
vi.mock("./notifications/useNotify", () => ({ useNotify: () => vi.fn() }));

afterEach(cleanup);

test("the shared dialogs speak Spanish", async () => {
  await renderIn(
    "es",
    <>
      <ConfirmDeleteDialog text="Se eliminará la mesa 4." onClose={() => undefined} onConfirm={() => undefined} />
      <ConfirmDiscardDialog open onKeep={() => undefined} onDiscard={() => undefined} />
    </>,
  );
  expect(screen.getByText("¿Estás seguro?")).toBeTruthy();
  // The discard dialog opened last: the delete dialog is behind it.
  expect(screen.getByRole("button", { name: "Eliminar", hidden: true })).toBeTruthy();
  expect(screen.getByText("¿Descartar tus cambios?")).toBeTruthy();
  expect(screen.getByText("Lo que escribiste en este formulario no se ha guardado y se perderá.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Seguir editando" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Descartar" })).toBeTruthy();
  expect(screen.getAllByRole("button", { name: "Cancelar", hidden: true })).toHaveLength(1);
});

test("a form dialog's Cancel, the page header's Back and the rich-text toolbar in Spanish", async () => {
  await renderIn(
    "es",
    <MemoryRouter>
      <PageHeader title="Charlas" />
      <FormDialog title="Agregar charla" submitLabel="Guardar" maxWidth="sm" onClose={() => undefined} onSave={() => undefined}>
        <RichTextEditor label="Notas" initialHtml="" onChange={() => undefined} />
      </FormDialog>
    </MemoryRouter>,
  );
  expect(screen.getByRole("link", { name: "Volver", hidden: true })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Cancelar" })).toBeTruthy();
  expect(screen.getByRole("toolbar", { name: "Formato: Notas" })).toBeTruthy();
  for (const name of ["Negrita", "Cursiva", "Subrayado", "Lista con viñetas", "Lista numerada"]) expect(screen.getByRole("button", { name })).toBeTruthy();
});

test("the planning switch in Spanish and, unchanged, in English", async () => {
  const counts = { source: "estimates", retreatants: 40, servers: 25 } as Parameters<typeof PlanningBasisSwitch>[0]["counts"];
  await renderIn("es", <PlanningBasisSwitch counts={counts} />);
  expect(screen.getByLabelText("Estimaciones de Configuración")).toBeTruthy();
  expect(screen.getByTestId("planning-counts").textContent).toBe("Planeando para 40 retirantes y 25 servidores (estimaciones de Configuración)");
  cleanup();
  await renderIn("en", <PlanningBasisSwitch counts={{ ...counts, source: "live" }} />);
  fireEvent.click(screen.getByLabelText("Live counts"));
  expect(screen.getByTestId("planning-counts").textContent).toBe("Planning for 40 retreatants and 25 servers (men registered now)");
});
