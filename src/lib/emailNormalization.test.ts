import { describe, expect, test } from "vitest";
import { cleanEmail, isGmailAddress, normalizeEmail, signInAddresses } from "./emailNormalization";

describe("normalizeEmail", () => {
  test.each([
    ["John.Smith@gmail.com", "johnsmith@gmail.com"],
    ["  j.o.h.n+retreat@Gmail.COM ", "john@gmail.com"],
    ["john.smith+a+b@googlemail.com", "johnsmith@gmail.com"],
    ["johnsmith@gmail.com", "johnsmith@gmail.com"],
  ])("a Gmail address %j becomes %j", (typed, expected) => {
    expect(normalizeEmail(typed)).toBe(expected);
  });

  test.each([
    ["John.Smith+tag@StAgnes.org", "john.smith+tag@stagnes.org"],
    [" rector@parish.org ", "rector@parish.org"],
    ["someone@gmail.com.mx", "someone@gmail.com.mx"],
    ["someone@notgmail.com", "someone@notgmail.com"],
  ])("any other address %j is only trimmed and lower-cased", (typed, expected) => {
    expect(normalizeEmail(typed)).toBe(expected);
  });
});

test("isGmailAddress recognises both Google domains only", () => {
  expect(isGmailAddress("a@gmail.com")).toBe(true);
  expect(isGmailAddress("a@GoogleMail.com")).toBe(true);
  expect(isGmailAddress("  a@gmail.com ")).toBe(true);
  expect(isGmailAddress("a@gmail.co")).toBe(false);
  expect(isGmailAddress("gmail.com")).toBe(false);
});

test("cleanEmail trims and lower-cases", () => {
  expect(cleanEmail("  A@B.Org\t")).toBe("a@b.org");
});

describe("signInAddresses", () => {
  test("a Gmail address with dots or a tag is tried normalised first, then as typed", () => {
    expect(signInAddresses(" John.Smith+x@Gmail.com")).toEqual(["johnsmith@gmail.com", "john.smith+x@gmail.com"]);
    expect(signInAddresses("john@googlemail.com")).toEqual(["john@gmail.com", "john@googlemail.com"]);
  });

  test("an address already in normal form is tried once", () => {
    expect(signInAddresses("johnsmith@gmail.com")).toEqual(["johnsmith@gmail.com"]);
    expect(signInAddresses("Rector@Parish.org")).toEqual(["rector@parish.org"]);
  });
});
