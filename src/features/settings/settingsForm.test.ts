import { expect, test } from "vitest";
import { SETTING_DEFAULTS } from "../../../convex/model/settings";
import { adorationSummary, formProblems, valuesToSave } from "./settingsForm";

const values = {
  ...SETTING_DEFAULTS,
  retreat_start_date: "2026-03-05",
  retreat_end_date: "2026-03-06",
  retreat_daily_schedule: '{"2026-03-05":{"start":"17:00","end":"22:00"},"2026-02-01":{"start":"08:00","end":"09:00"}}',
  retreat_header_logo_url: "https://example.org/logo.png",
};

test("a save sends every setting but the logo URLs, with the schedule trimmed to the retreat's days", () => {
  const sent = valuesToSave(values);
  expect(sent).not.toHaveProperty("retreat_header_logo_url");
  expect(sent.retreat_daily_schedule).toBe('{"2026-03-05":{"start":"17:00","end":"22:00"}}');
  expect(sent.retreat_name).toBe(SETTING_DEFAULTS.retreat_name);
});

test("problems are found per field before saving, the dates together last", () => {
  expect(formProblems(valuesToSave(values))).toEqual({ byField: {}, first: null });
  const bad = formProblems(valuesToSave({ ...values, estimated_retreatants: "-2", house_cost_per_meal: "1.234" }));
  expect(bad.byField).toEqual({
    estimated_retreatants: "Estimated retreatants: estimates must be at least 0.",
    house_cost_per_meal: "Cost per meal: costs go in steps of 0.01.",
  });
  expect(bad.first).toBe("Estimated retreatants: estimates must be at least 0.");
  const backwards = formProblems(valuesToSave({ ...values, retreat_end_date: "2026-03-01" }));
  expect(backwards).toEqual({ byField: { retreat_end_date: "End date cannot be before the start date." }, first: "End date cannot be before the start date." });
});

test("the save's effect on the adoration hours, in words", () => {
  expect(adorationSummary(null)).toBeNull();
  expect(adorationSummary({ added: 0, removed: 0, displacedBookings: 0, bookingsOutsideSchedule: 0 })).toBeNull();
  expect(adorationSummary({ added: 21, removed: 0, displacedBookings: 0, bookingsOutsideSchedule: 0 })).toEqual({
    text: "Adoration hours updated: 21 hours added, 0 hours removed.",
    warning: false,
  });
  expect(adorationSummary({ added: 0, removed: 2, displacedBookings: 3, bookingsOutsideSchedule: 3 })).toEqual({
    text: "Adoration hours updated: 0 hours added, 2 hours removed. 3 bookings fell outside the new hours; they are kept on Adoration Admin to move or clear.",
    warning: true,
  });
});

test("without the finance permission a save sends no house-cost setting", () => {
  const sent = valuesToSave({ ...values, house_cost_per_meal: "12.00" }, false);
  expect(Object.keys(sent).filter((key) => key.startsWith("house_cost"))).toEqual([]);
  expect(sent.retreat_start_date).toBe("2026-03-05");
  expect(valuesToSave(values).house_cost_per_meal).toBe(SETTING_DEFAULTS.house_cost_per_meal);
});
