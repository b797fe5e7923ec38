import { describe, expect, it } from "vitest";
import { FIELD_KINDS, parseAttendeeInput, phoneDigits, stripHtml, type RawAttendeeInput } from "./attendeeRules";
import { fieldKind, IMPORT_FIELDS } from "./importRow";

const valid = { first_name: "John", last_name: "Smith", email: "john@example.org" };

function errorsOf(raw: RawAttendeeInput): string[] {
  const result = parseAttendeeInput(raw);
  return result.ok ? [] : result.errors;
}

function valueOf(raw: RawAttendeeInput) {
  const result = parseAttendeeInput(raw);
  if (!result.ok) throw new Error(result.errors.join("; "));
  return result.value;
}

describe("names", () => {
  it("are required", () => {
    expect(errorsOf({ ...valid, first_name: "  " })).toEqual(["First Name: Text is required"]);
    expect(errorsOf({ ...valid, last_name: undefined })).toEqual(["Last Name: Text is required"]);
  });
  it("allow 50 characters and refuse 51", () => {
    expect(errorsOf({ ...valid, first_name: "a".repeat(50) })).toEqual([]);
    expect(errorsOf({ ...valid, first_name: "a".repeat(51) })).toEqual([
      "First Name: Maximum 50 characters allowed",
    ]);
  });
  it("lose their HTML", () => {
    expect(valueOf({ ...valid, first_name: "<b>John</b><script>alert(1)</script>" }).first_name).toBe("John");
    expect(errorsOf({ ...valid, first_name: "<img src=x onerror=alert(1)>" })).toEqual([
      "First Name: Text is required",
    ]);
    expect(stripHtml("5 > 3 and x <y")).toBe("5  3 and x y");
  });
});

describe("email", () => {
  it("is trimmed and lower-cased", () => {
    expect(valueOf({ ...valid, email: "  John.Smith@Example.ORG " }).email).toBe("john.smith@example.org");
  });
  it("must look like an address", () => {
    for (const email of ["john", "john@", "john@example", "jo hn@example.org", "@example.org"]) {
      expect(errorsOf({ ...valid, email })).toEqual(["Email: Please enter a valid email address"]);
    }
  });
  it("allows 255 characters and refuses 256", () => {
    const at = (length: number) => `${"a".repeat(length - "@example.org".length)}@example.org`;
    expect(at(255)).toHaveLength(255);
    expect(errorsOf({ ...valid, email: at(255) })).toEqual([]);
    expect(errorsOf({ ...valid, email: at(256) })).toEqual(["Email: Text must be 255 characters or less"]);
  });
  it("is required, while contact emails are optional but checked", () => {
    expect(errorsOf({ ...valid, email: "" })).toEqual(["Email: Text is required"]);
    expect(errorsOf({ ...valid, referral_email: "" })).toEqual([]);
    expect(errorsOf({ ...valid, referral_email: "nope" })).toEqual([
      "Referral Email: Please enter a valid email address",
    ]);
  });
});

describe("phone", () => {
  it("is optional and stored as null when empty", () => {
    expect(valueOf({ ...valid, phone_number: "" }).phone_number).toBeNull();
    expect(valueOf(valid).phone_number).toBeNull();
  });
  it("needs 10 to 15 digits", () => {
    const message = ["Phone: Please enter a valid phone number"];
    expect(errorsOf({ ...valid, phone_number: "555123456" })).toEqual(message);
    expect(errorsOf({ ...valid, phone_number: "5551234567" })).toEqual([]);
    expect(errorsOf({ ...valid, phone_number: "123456789012345" })).toEqual([]);
    expect(errorsOf({ ...valid, phone_number: "1234567890123456" })).toEqual(message);
  });
  it("allows a leading +, spaces, dashes and parentheses only", () => {
    expect(valueOf({ ...valid, phone_number: "+1 (555) 123-4567" }).phone_number).toBe("5551234567");
    expect(errorsOf({ ...valid, phone_number: "555.123.4567" })).toEqual(["Phone: Please enter a valid phone number"]);
    expect(errorsOf({ ...valid, phone_number: "555-123-4567 ext" })).toEqual([
      "Phone: Please enter a valid phone number",
    ]);
  });
  it("keeps at most 10 digits", () => {
    expect(phoneDigits("15551234567")).toBe("5551234567");
    expect(phoneDigits("25551234567")).toBe("2555123456");
    expect(valueOf({ ...valid, phone_number: "123456789012345" }).phone_number).toBe("1234567890");
  });
});

describe("other fields", () => {
  it("default text allows 255 characters and refuses 256", () => {
    expect(errorsOf({ ...valid, parish: "p".repeat(255) })).toEqual([]);
    expect(errorsOf({ ...valid, parish: "p".repeat(256) })).toEqual(["Parish: Text must be 255 characters or less"]);
  });
  it("dates are real YYYY-MM-DD dates", () => {
    expect(valueOf({ ...valid, birthday: "1980-02-29" }).birthday).toBe("1980-02-29");
    expect(errorsOf({ ...valid, birthday: "1981-02-29" })).toEqual(["Birthday: Please enter a valid date (YYYY-MM-DD)"]);
    expect(errorsOf({ ...valid, birthday: "02/03/1980" })).toHaveLength(1);
  });
  it("money is any amount, negative for refunds and corrections, read as spreadsheets write it", () => {
    expect(valueOf({ ...valid, amount_paid: "150.5", donations: 0 })).toMatchObject({ amount_paid: 150.5, donations: 0 });
    expect(valueOf({ ...valid, amount_paid: "-1", donations: -20.456, admin_fees: "(50)", palancas_amount: "$1,250.00" })).toMatchObject({
      amount_paid: -1,
      donations: -20.46,
      admin_fees: -50,
      palancas_amount: 1250,
    });
    expect(errorsOf({ ...valid, admin_fees: "ten" })).toEqual(["Admin Fees: Please enter an amount, e.g. 150 or -50"]);
    expect(errorsOf({ ...valid, donations: Number.NaN, cost_of_retreat: "Infinity" })).toEqual([
      "Cost of Retreat: Please enter an amount, e.g. 150 or -50",
      "Donations: Please enter an amount, e.g. 150 or -50",
    ]);
  });
  it("applies the defaults: retreatant, not paid, flags off, empty fields left out", () => {
    const value = valueOf({ ...valid, city: "  ", snore: "true" });
    expect(value).toMatchObject({ attendee_type: "attendee", has_paid: false, has_checked_in: false, snore: true });
    expect(value.sleeps_at_home).toBe(false);
    expect("city" in value).toBe(false);
    expect(valueOf({ ...valid, baptism: false, matrimony: true })).toMatchObject({ baptism: false, matrimony: true });
    expect("baptism" in valueOf({ ...valid, baptism: "" })).toBe(false);
  });
  it("refuses unknown types and odd booleans, and drops unknown keys", () => {
    expect(errorsOf({ ...valid, attendee_type: "admin" })).toEqual(["Type: Type must be Retreatant or Server"]);
    expect(errorsOf({ ...valid, has_paid: "maybe" })).toEqual(["Paid: Please choose yes or no"]);
    const crafted = { ...valid, room_id: "x", created_at: 1 } as RawAttendeeInput;
    expect(Object.keys(valueOf(crafted))).not.toContain("room_id");
  });
  it("lists every problem, in field order", () => {
    expect(errorsOf({ first_name: "", last_name: "", email: "x", phone_number: "12" })).toEqual([
      "First Name: Text is required",
      "Last Name: Text is required",
      "Email: Please enter a valid email address",
      "Phone: Please enter a valid phone number",
    ]);
  });
});

describe("field kinds come from the rules", () => {
  it("each field's kind is the kind of the rule that reads it", () => {
    expect(FIELD_KINDS).toMatchObject({
      first_name: "name",
      email: "email",
      referral_email: "email",
      phone_number: "phone",
      emergency_contact_2_phone: "phone",
      amount_paid: "money",
      palancas_amount: "money",
      birthday: "date",
      has_paid: "flag",
      baptism: "flag",
      sleeps_at_home: "flag",
      attendee_type: "type",
      parish: "text",
      allergies: "text",
    });
  });

  it("imports read cells by those kinds", () => {
    const read = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, fieldKind(field)]).filter(([, kind]) => kind !== "text"));
    expect(read).toEqual({
      has_paid: "paid",
      ...Object.fromEntries(["amount_paid", "cost_of_retreat", "donations", "admin_fees", "palancas_amount"].map((f) => [f, "money"])),
      birthday: "date",
      ...Object.fromEntries(
        ["snore", "baptism", "first_communion", "confirmation", "matrimony", "st_agnes_parishioner", "sleeps_at_home"].map((f) => [f, "boolean"]),
      ),
    });
  });
});
