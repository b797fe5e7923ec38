import { expect, test } from "vitest";
import { parseRecoveryHash } from "./recoveryHash";

test("a reset link's hash gives its email and code", () => {
  expect(parseRecoveryHash("#type=recovery&email=rector%40parish.org&code=Ab12")).toEqual({ email: "rector@parish.org", code: "Ab12" });
});

test("a recovery marker without the rest still opens the screen, with nothing to submit", () => {
  expect(parseRecoveryHash("#type=recovery")).toEqual({ email: "", code: "" });
});

test("any other hash is not a recovery link", () => {
  expect(parseRecoveryHash("")).toBeNull();
  expect(parseRecoveryHash("#section-2")).toBeNull();
  expect(parseRecoveryHash("#type=signup&email=a%40b.org")).toBeNull();
});
