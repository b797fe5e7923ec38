import { expect, test } from "vitest";
import { localizedScheduleParams } from "./scheduleRefusal";

test("a refusal's days and times are written in the language from the raw values the server sends", () => {
  const overlap = { name: "Tomás Ruiz", title: "God's Love", day: "Friday, March 5, 2027", dayDate: "2027-03-05", start: "9:00 AM", startTime: "09:00" };
  expect(localizedScheduleParams(overlap, "es")).toEqual({ ...overlap, day: "5 de marzo de 2027", start: "9:00 a.m." });
  expect(localizedScheduleParams({ name: "Tomás", start: "9:00 AM", startTime: "09:00", end: "12:00 AM", endTime: "24:00" }, "es")).toMatchObject({
    name: "Tomás",
    start: "9:00 a.m.",
    end: "12:00 a.m.",
  });
  // Nothing to write differently: the refusal is left to the catalogue as it is.
  expect(localizedScheduleParams({ name: "Tomás" }, "es")).toBeNull();
});
