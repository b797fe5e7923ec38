import { cleanup, fireEvent, screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, expect, test } from "vitest";
import { quantityRefusal } from "../../../convex/shared/quantity";
import { renderIn } from "../../i18n/testing";
import { NotificationProvider } from "./NotificationProvider";
import { useGuardedCall } from "./useGuardedCall";
import { useNotifiedRun } from "./useNotifiedRun";

afterEach(cleanup);

const refused = () => Promise.reject(new ConvexError(quantityRefusal(-1, "On hand")!));
const broken = () => Promise.reject(new Error("socket closed"));

function Buttons() {
  const guarded = useGuardedCall();
  const run = useNotifiedRun();
  return (
    <>
      <button onClick={() => void guarded(refused, "No se pudo guardar el artículo.")}>guarded refusal</button>
      <button onClick={() => void guarded(broken, "No se pudo guardar el artículo.")}>guarded failure</button>
      <button onClick={() => void run(refused, "Guardado.", "No se pudo guardar.")}>run refusal</button>
      <button onClick={() => void run(() => Promise.resolve(), "Artículo guardado.", "No se pudo guardar.")}>run success</button>
    </>
  );
}

test("the toasts say a refusal, and their own words, in Spanish", async () => {
  await renderIn(
    "es",
    <NotificationProvider>
      <Buttons />
    </NotificationProvider>,
  );
  fireEvent.click(screen.getByText("guarded refusal"));
  expect(await screen.findByText("En existencia: no puede ser un número negativo.")).toBeTruthy();
  fireEvent.click(screen.getByText("guarded failure"));
  expect(await screen.findByText("Inténtalo de nuevo.")).toBeTruthy();
  fireEvent.click(screen.getByText("run refusal"));
  expect(await screen.findByText("Error")).toBeTruthy();
  expect(await screen.findByText("En existencia: no puede ser un número negativo.")).toBeTruthy();
  fireEvent.click(screen.getByText("run success"));
  expect(await screen.findByText("Listo")).toBeTruthy();
});

test("in English the toasts are as they were: the server's message, Please try again., Success", async () => {
  await renderIn(
    "en",
    <NotificationProvider>
      <Buttons />
    </NotificationProvider>,
  );
  fireEvent.click(screen.getByText("guarded refusal"));
  expect(await screen.findByText("On hand cannot be negative.")).toBeTruthy();
  fireEvent.click(screen.getByText("guarded failure"));
  expect(await screen.findByText("Please try again.")).toBeTruthy();
  fireEvent.click(screen.getByText("run success"));
  expect(await screen.findByText("Success")).toBeTruthy();
});
