import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { renderIn } from "../../i18n/testing";
import { KindCard, type KindRow } from "./KindCard";
import { KindDialog } from "./KindDialog";

afterEach(cleanup);

const kind = { _id: "k1", name: "Rosarios", made: 5, needed: 6, gap: 1, needed_per_retreatant: 1, maker: "Grupo juvenil", notes: "" } as unknown as KindRow;
const noop = () => undefined;

test("a kind's card reads in Spanish", async () => {
  await renderIn("es", <KindCard kind={kind} onAdjust={noop} onEdit={noop} onDelete={noop} />);
  expect(screen.getByText("La hace Grupo juvenil")).toBeTruthy();
  expect(screen.getByText("de 6 necesarias")).toBeTruthy();
  expect(screen.getByText("Faltan 1 por hacer · 1 por retirante")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Una Rosarios más" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Editar Rosarios" })).toBeTruthy();
  expect(screen.getByRole("progressbar", { name: "Avance de Rosarios" })).toBeTruthy();
});

test("the dialog checks in Spanish", async () => {
  await renderIn("es", <KindDialog onClose={noop} onSubmit={async () => true} />);
  expect(screen.getByRole("heading", { name: "Agregar palanquita" })).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Hechas"), { target: { value: "1.5" } });
  fireEvent.change(screen.getByLabelText("Necesarias por retirante"), { target: { value: "-2" } });
  fireEvent.click(screen.getByRole("button", { name: "Agregar palanquita" }));
  expect(await screen.findByText("Hechas: debe ser un número entero.")).toBeTruthy();
  expect(screen.getByText("Necesario por retirante: no puede ser un número negativo.")).toBeTruthy();
  expect(screen.getByText("Escribe un nombre.")).toBeTruthy();
});
