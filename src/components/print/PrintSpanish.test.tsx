/** The badge sheets and the printed document's header in Spanish; the data on them as it is. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { renderIn } from "../../i18n/testing";
import { AttendeeBadgeSheet } from "./AttendeeBadges";
import { PrintHeader } from "./PrintDocument";

afterEach(cleanup);

test("name badges printed in Spanish: the pages say so, the names stay names", async () => {
  const attendees = Array.from({ length: 9 }, (_, i) => ({ _id: `a${i}`, first_name: `iñigo${i}`, last_name: "de la peña" }));
  const { container } = await renderIn("es", <AttendeeBadgeSheet attendees={attendees} logos={{ logo1: null, logo2: null }} />);
  expect(screen.getAllByRole("region").map((page) => page.getAttribute("aria-label"))).toEqual(["Página de gafetes 1", "Página de gafetes 2"]);
  expect(container.querySelector(".badge-sheet")?.getAttribute("lang")).toBe("es");
  expect(screen.getAllByText("De la Peña")).toHaveLength(9);
});

test("the header's dates in Spanish, one date alone when start and end are the same", async () => {
  await renderIn("es", <PrintHeader header={{ centerText: "Retiro", leftLogoUrl: null, rightLogoUrl: null, startDate: "2027-03-05", endDate: "2027-03-07" }} />);
  expect(screen.getByText("5 de marzo de 2027 – 7 de marzo de 2027")).toBeTruthy();
  cleanup();
  await renderIn("es", <PrintHeader header={{ centerText: "Retiro", leftLogoUrl: null, rightLogoUrl: null, startDate: "2027-03-05", endDate: "2027-03-05" }} />);
  expect(screen.getByText("5 de marzo de 2027")).toBeTruthy();
});
