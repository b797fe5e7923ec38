import { expect, test } from "vitest";
import { nameCollator } from "../../i18n/format";
import { searchMen } from "../../../convex/shared/manSearch";
import { notArrived, type CheckInRow } from "./checkInSearch";

const man = (first_name: string, last_name: string) =>
  ({ _id: `${first_name}-${last_name}`, first_name, last_name, email: `${first_name}@example.org`, attendee_type: "attendee", has_checked_in: false }) as unknown as CheckInRow;

const rows = [man("Luis", "Oropeza"), man("José", "Ñañez"), man("Ana", "Núñez"), man("Juan", "Nava"), man("Raúl", "Nuñez")];

test("in Spanish the not-arrived list puts ñ after n, and accents do not change the order", () => {
  expect(notArrived(rows, nameCollator("es")).map((row) => row.last_name)).toEqual(["Nava", "Núñez", "Nuñez", "Ñañez", "Oropeza"]);
});

test("a search finds men without their accents or ñ typed", () => {
  expect(searchMen(rows, "nanez", 5).map((row) => row.last_name)).toEqual(["Ñañez"]);
  expect(searchMen(rows, "raul nunez", 5).map((row) => row.last_name)).toEqual(["Nuñez"]);
});
