import { expect, test } from "vitest";
import { compareNames } from "../../convex/shared/collation";
import { nameCollator } from "./format";

test("the screens' Spanish name order is the server's", () => {
  const names = ["Oropeza", "Ñandú", "Núñez", "nava", "Nuñez", "Nunez", "Ángel", "Angel", "Zamora", "Mesa 10", "Mesa 9", "Ñañez", "Nieves"];
  const server = [...names].sort(compareNames);
  const screen = [...names].sort(nameCollator("es").compare);
  // The screen's collator leaves ties (accents, case) in input order; the server breaks them.
  expect(screen.map((name) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase())).toEqual(
    server.map((name) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()),
  );
  expect(screen.indexOf("Nuñez")).toBeLessThan(screen.indexOf("Ñandú"));
  expect(screen.indexOf("Ñañez")).toBeGreaterThan(screen.indexOf("Nuñez"));
  expect(nameCollator("es").compare("Ángel", "angel")).toBe(0);
});
