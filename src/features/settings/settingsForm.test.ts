import { describe, expect, it, test } from "vitest";
import { SETTING_DEFAULTS, type Settings } from "../../../convex/shared/settings";
import { adorationSummary, changeSetting, formProblems, outsideSummary, pdfHeaderHelp, valuesToSave } from "./settingsForm";

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

describe("the PDF header follows a rename of the retreat", () => {
  const values: Settings = { ...SETTING_DEFAULTS, retreat_name: "Men's Retreat #50", pdf_header_center_text: "ACTS Men's Retreat #50 — St. Agnes" };

  it("renames the retreat inside the header text, keystroke by keystroke", () => {
    let next = values;
    for (const name of ["Men's Retreat #5", "Men's Retreat #", "Men's Retreat #5", "Men's Retreat #51"]) next = changeSetting(next, "retreat_name", name);
    expect(next.pdf_header_center_text).toBe("ACTS Men's Retreat #51 — St. Agnes");
    expect(pdfHeaderHelp(next)).toBe("Follows the retreat name: renaming the retreat renames it here.");
  });

  it("a header that does not hold the name stays, and the form says printouts keep it", () => {
    const custom = { ...values, pdf_header_center_text: "St. Agnes Parish" };
    const renamed = changeSetting(custom, "retreat_name", "Men's Retreat #51");
    expect(renamed.pdf_header_center_text).toBe("St. Agnes Parish");
    expect(pdfHeaderHelp(renamed)).toBe("Printouts are titled with this text, not with the retreat name “Men's Retreat #51”. Empty it to use the retreat name.");
    expect(pdfHeaderHelp({ ...renamed, pdf_header_center_text: "" })).toBe("Empty: printouts are titled with the retreat name, “Men's Retreat #51”.");
  });
});

describe("talks and events outside the retreat's dates are named after a save", () => {
  it("lists them with where to move them", () => {
    expect(outsideSummary({ talks: [], events: [] })).toBeNull();
    expect(outsideSummary({ talks: [{ title: "God's Love", day: "2027-03-07" }], events: [{ title: "Team meeting", day: "2027-03-04" }, { title: "Setup", day: "2027-03-03" }] })).toBe(
      "1 talk outside the retreat's dates: God's Love (2027-03-07) — move it on Talks & Testimonies. 2 events outside the retreat's dates: Team meeting (2027-03-04), Setup (2027-03-03) — move them on the Calendar.",
    );
  });
});
