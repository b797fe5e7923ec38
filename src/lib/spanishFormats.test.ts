import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
import { formatterFor, loadCatalogue } from "../i18n/namespace";
import { sharedNs } from "../i18n/namespaces/shared";
import { formatDateRange, formatDateRangeIn } from "./format";
import { partialNote } from "./inBatches";
import { formatDay, formatDayIn, formatShortDayIn, formatTime, formatTimeIn } from "./retreatTime";
import { failureTitle } from "./serverError";

test("the retreat's days and times in Spanish; English exactly as before", () => {
  expect(formatDayIn("es", "2027-03-05")).toBe("viernes, 5 de marzo");
  expect(formatShortDayIn("es", "2027-03-05")).toBe("vie, 5 de mar");
  expect(formatTimeIn("es", "13:05")).toBe("1:05 p.m.");
  expect(formatTimeIn("es", "00:30")).toBe("12:30 a.m.");
  expect(formatDayIn("en", "2027-03-05")).toBe(formatDay("2027-03-05"));
  expect(formatTimeIn("en", "13:05")).toBe(formatTime("13:05"));
  expect(formatDateRangeIn("es", "2027-03-05", "2027-03-07")).toBe("5 de marzo de 2027 – 7 de marzo de 2027");
  expect(formatDateRangeIn("en", "2027-03-05", "2027-03-07")).toBe(formatDateRange("2027-03-05", "2027-03-07"));
});

test("a stopped bulk run and a refused call's toast title in Spanish", async () => {
  const formatter = formatterFor("es", sharedNs, await loadCatalogue("es", sharedNs));
  const t = Object.assign((key: "batches.partial", values: Record<string, string>) => formatter.format(key, values), { language: "es" as const });
  expect(partialNote({ applied: 1000, total: 5000 }, t)).toBe(" Antes de eso se aplicaron 1,000 de 5,000; el resto no.");
  expect(partialNote({ applied: 1000, total: 5000 })).toBe(" 1,000 of 5,000 were applied before that; the rest were not.");
  const refused = new ConvexError({ code: "FORBIDDEN", message: "No." });
  expect(failureTitle("No se pudo guardar. Inténtalo de nuevo.", refused)).toBe("No se pudo guardar.");
});
