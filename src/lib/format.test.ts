import { describe, expect, it } from "vitest";
import {
  attendeeTypeLabel,
  checkedInLabel,
  formatDateRange,
  formatDateTime,
  formatFullName,
  formatLongDate,
  formatMoney,
  formatName,
  formatPhone,
  isoDate,
  paidLabel,
  yesNoLabel,
} from "./format";

describe("formatPhone", () => {
  it("formats 10 digits", () => {
    expect(formatPhone("5551234567")).toBe("(555) 123-4567");
    expect(formatPhone("555.123.4567")).toBe("(555) 123-4567");
  });
  it("accepts 11 digits starting with 1", () => {
    expect(formatPhone("15551234567")).toBe("(555) 123-4567");
    expect(formatPhone("+1 555 123 4567")).toBe("(555) 123-4567");
  });
  it("leaves other input unchanged", () => {
    expect(formatPhone("25551234567")).toBe("25551234567");
    expect(formatPhone("555123456")).toBe("555123456");
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
  });
  it("shows a dash when empty", () => {
    expect(formatPhone("")).toBe("-");
    expect(formatPhone("   ")).toBe("-");
    expect(formatPhone(null)).toBe("-");
    expect(formatPhone(undefined)).toBe("-");
  });
});

describe("formatName", () => {
  it("capitalises each word", () => {
    expect(formatName("john PAUL smith")).toBe("John Paul Smith");
  });
  it("keeps particles lowercase inside a name", () => {
    expect(formatName("juan DE LA cruz")).toBe("Juan de la Cruz");
    expect(formatName("maria del carmen")).toBe("Maria del Carmen");
    expect(formatName("ludwig VAN beethoven")).toBe("Ludwig van Beethoven");
    expect(formatName("otto von bismarck")).toBe("Otto von Bismarck");
  });
  it("capitalises a particle that starts the value", () => {
    expect(formatName("de la rosa")).toBe("De la Rosa");
  });
  it("handles hyphens, apostrophes, accents and blanks", () => {
    expect(formatName("o'brien")).toBe("O'Brien");
    expect(formatName("smith-jones")).toBe("Smith-Jones");
    expect(formatName("JOSÉ ÁLVAREZ")).toBe("José Álvarez");
    expect(formatName("  ana   maria ")).toBe("Ana Maria");
    expect(formatName("")).toBe("");
    expect(formatName(undefined)).toBe("");
  });
  it("joins first and last names", () => {
    expect(formatFullName("juan", "de la cruz")).toBe("Juan de la Cruz");
    expect(formatFullName("", "de la cruz")).toBe("De la Cruz");
    expect(formatFullName("juan", "")).toBe("Juan");
  });
});

describe("labels", () => {
  it("names attendee types, payment, check-in and yes/no", () => {
    expect(attendeeTypeLabel("attendee")).toBe("Retreatant");
    expect(attendeeTypeLabel("server")).toBe("Server");
    expect(paidLabel(true)).toBe("Paid");
    expect(paidLabel(false)).toBe("Unpaid");
    expect(checkedInLabel(true)).toBe("Checked In");
    expect(checkedInLabel(false)).toBe("Not Checked In");
    expect(yesNoLabel(true)).toBe("Yes");
    expect(yesNoLabel(undefined)).toBe("No");
  });
  it("formats money and dates", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(undefined)).toBe("-");
    // The same text as the server's totals (formatCents of the same cents).
    expect(formatMoney(-20)).toBe("-$20.00");
    expect(formatMoney(1.005)).toBe("$1.01");
    expect(formatMoney(0)).toBe("$0.00");
    expect(isoDate(new Date(2025, 0, 5))).toBe("2025-01-05");
  });
});

describe("dates for print headers", () => {
  it("formats a range, one date, or nothing", () => {
    expect(formatDateRange("2027-03-05", "2027-03-07")).toBe("March 5, 2027 – March 7, 2027");
    expect(formatDateRange("2027-03-05", "")).toBe("March 5, 2027");
    expect(formatDateRange("", "")).toBe("");
    expect(formatLongDate("not a date")).toBe("not a date");
  });
});

describe("dates on the profile", () => {
  it("a birthday reads as a long date; a moment as date and local time", () => {
    expect(formatLongDate("1980-03-04")).toBe("March 4, 1980");
    expect(formatDateTime(new Date(2026, 2, 4, 9, 15).getTime())).toBe("March 4, 2026, 9:15 AM");
    expect(formatDateTime(new Date(2026, 11, 31, 21, 5).getTime())).toBe("December 31, 2026, 9:05 PM");
  });
});
