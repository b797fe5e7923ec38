import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { renderIn } from "./testing";
import { useT } from "./useT";
import { commonNs } from "./namespaces/common";

afterEach(cleanup);

function Title() {
  const t = useT(commonNs);
  return <h1>{t("app.title")}</h1>;
}

test("renders in the chosen language once its catalogue has arrived", async () => {
  await renderIn("es", <Title />);
  expect(screen.getByRole("heading").textContent).toBe("Administración del Retiro");
});

test("English needs no fetch", async () => {
  await renderIn("en", <Title />);
  expect(screen.getByRole("heading").textContent).toBe("Retreat Admin");
});
