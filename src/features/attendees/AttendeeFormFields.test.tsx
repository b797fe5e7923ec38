import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { parseAttendeeInput } from "../../../convex/shared/attendeeRules";
import { maskPhone } from "../../lib/format";
import { emptyFormValues, FORM_SECTIONS, toRawInput, type FormValues } from "./attendeeForm";
import { SectionFields } from "./AttendeeFormFields";

afterEach(cleanup);

function Form() {
  const [values, setValues] = useState<FormValues>(emptyFormValues);
  const parsed = parseAttendeeInput(toRawInput(values));
  const errors = parsed.ok ? {} : parsed.fieldErrors;
  const contact = FORM_SECTIONS.find((section) => section.title === "Contact")!;
  return <SectionFields section={contact} values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />;
}

describe("maskPhone", () => {
  it.each([
    ["", ""],
    ["5", "(5"],
    ["555", "(555"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["5551234567", "(555) 123-4567"],
    ["555-123-4567 ext 89", "(555) 123-4567"],
    ["+1 (555) 123-4567", "(555) 123-4567"],
    ["abc", ""],
    ["(555) 123-45678", "(555) 123-4567"],
  ])("%s → %s", (typed, shown) => expect(maskPhone(typed)).toBe(shown));
});

describe("the contact fields", () => {
  it("keeps the phone to 10 digits and shows it as (555) 123-4567 as it is typed", () => {
    render(<Form />);
    const phone = document.getElementById("attendee-phone_number") as HTMLInputElement;
    fireEvent.change(phone, { target: { value: "555123" } });
    expect(phone.value).toBe("(555) 123");
    fireEvent.change(phone, { target: { value: "(555) 123-4567 99x" } });
    expect(phone.value).toBe("(555) 123-4567");
  });

  it("shows 'Maximum 50 characters allowed' for a long name instead of cutting it", () => {
    render(<Form />);
    const first = document.getElementById("attendee-first_name") as HTMLInputElement;
    fireEvent.change(first, { target: { value: "x".repeat(51) } });
    expect(first.value).toHaveLength(51);
    expect(screen.getByText("Maximum 50 characters allowed")).toBeTruthy();
  });
});
