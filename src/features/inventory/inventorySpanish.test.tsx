import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { inventoryNs } from "../../i18n/namespaces/inventory";
import { renderIn } from "../../i18n/testing";
import { translator } from "../../i18n/useT";
import { inventoryColumns } from "./inventoryExport";
import { ItemDialog } from "./ItemDialog";

afterEach(cleanup);

test("the item dialog reads and checks in Spanish", async () => {
  await renderIn("es", <ItemDialog onClose={() => undefined} onSubmit={async () => true} />);
  expect(screen.getByRole("heading", { name: "Agregar artículo" })).toBeTruthy();
  expect(screen.getByText("pieza, caja, paquete, libra...")).toBeTruthy();
  fireEvent.change(screen.getByLabelText("En existencia"), { target: { value: "-1" } });
  fireEvent.change(screen.getByLabelText("Necesario por retirante"), { target: { value: "0.125" } });
  fireEvent.change(screen.getByLabelText("Extra fijo"), { target: { value: "abc" } });
  fireEvent.click(screen.getByRole("button", { name: "Agregar artículo" }));
  expect(await screen.findByText("Escribe un nombre.")).toBeTruthy();
  expect(screen.getByText("En existencia: no puede ser un número negativo.")).toBeTruthy();
  expect(screen.getByText("Necesario por retirante: puede tener como máximo dos decimales.")).toBeTruthy();
  expect(screen.getByText("Extra fijo: debe ser un número.")).toBeTruthy();
});

test("English checks are the spec's words", async () => {
  await renderIn("en", <ItemDialog onClose={() => undefined} onSubmit={async () => true} />);
  fireEvent.change(screen.getByLabelText("On hand"), { target: { value: "-1" } });
  fireEvent.click(screen.getByRole("button", { name: "Add Item" }));
  expect(await screen.findByText("On hand cannot be negative.")).toBeTruthy();
});

test("the Excel file is headed in Spanish", async () => {
  const t = await translator("es", inventoryNs);
  expect(inventoryColumns(t).map((c) => c.header)).toEqual([
    "Artículo", "Unidad", "En existencia", "Necesario por retirante", "Necesario por servidor", "Extra fijo", "Se necesita", "Por comprar", "Notas",
  ]);
});
