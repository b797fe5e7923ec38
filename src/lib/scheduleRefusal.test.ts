import { expect, test } from "vitest";
import { localizedScheduleParams } from "./scheduleRefusal";

test("a refusal's days and times are written in the language from the raw values the server sends", () => {
  const notRetreatDay = {
    day: "Monday, March 8, 2027",
    first: "Thursday, March 4, 2027",
    last: "Sunday, March 7, 2027",
    dayDate: "2027-03-08",
    firstDate: "2027-03-04",
    lastDate: "2027-03-07",
  };
  expect(localizedScheduleParams(notRetreatDay, "es")).toMatchObject({ day: "8 de marzo de 2027", first: "4 de marzo de 2027", last: "7 de marzo de 2027" });
  expect(localizedScheduleParams({ name: "Tomás", start: "9:00 AM", startTime: "09:00", end: "12:00 AM", endTime: "24:00" }, "es")).toMatchObject({
    name: "Tomás",
    start: "9:00 a.m.",
    end: "12:00 a.m.",
  });
  // Nothing to write differently: the refusal is left to the catalogue as it is.
  expect(localizedScheduleParams({ name: "Tomás" }, "es")).toBeNull();
});
