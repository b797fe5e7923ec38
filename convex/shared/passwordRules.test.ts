import { describe, expect, test } from "vitest";
import {
  checkNewPassword,
  checkSignInFields,
  isAcceptablePassword,
  NEW_PASSWORD_TWICE,
  NEW_PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  SIGN_IN_FIELDS_REQUIRED,
} from "./passwordRules";

describe("sign-in fields", () => {
  test("both are required after trimming", () => {
    expect(checkSignInFields("", "secret")).toEqual({ ok: false, error: "Email and password are required" });
    expect(checkSignInFields("a@b.org", "   ")).toEqual({ ok: false, error: SIGN_IN_FIELDS_REQUIRED });
    expect(checkSignInFields("  ", "  ")).toEqual({ ok: false, error: SIGN_IN_FIELDS_REQUIRED });
  });

  test("the email is trimmed and lower-cased, the password trimmed", () => {
    expect(checkSignInFields(" Rector@Parish.ORG ", "  my secret  ")).toEqual({
      ok: true,
      value: { email: "rector@parish.org", password: "my secret" },
    });
  });
});

describe("new password", () => {
  test("both fields are required", () => {
    expect(checkNewPassword("", "")).toEqual({ ok: false, error: "Please enter your new password twice." });
    expect(checkNewPassword("longenough", " ")).toEqual({ ok: false, error: NEW_PASSWORD_TWICE });
  });

  test("they must match", () => {
    expect(checkNewPassword("longenough1", "longenough2")).toEqual({ ok: false, error: "Passwords do not match." });
    expect(NEW_PASSWORDS_DIFFER).toBe("Passwords do not match.");
  });

  test("7 characters are too few, 8 are enough, counted after trimming", () => {
    expect(checkNewPassword("1234567", "1234567")).toEqual({ ok: false, error: "Password must be at least 8 characters long." });
    expect(checkNewPassword("  1234567  ", "1234567")).toEqual({ ok: false, error: PASSWORD_TOO_SHORT });
    expect(checkNewPassword("12345678", " 12345678 ")).toEqual({ ok: true, value: "12345678" });
  });

  test("the server applies the same minimum", () => {
    expect(isAcceptablePassword(" 1234567 ")).toBe(false);
    expect(isAcceptablePassword("12345678")).toBe(true);
  });
});
