import { expect, test } from "vitest";
import { deviceTokenFor, keepDeviceToken } from "./deviceTokens";

test("a device token is kept per address (matched without regard to case) and survives bad storage contents", () => {
  window.localStorage.clear();
  expect(deviceTokenFor("Rector@StAgnes.org")).toBeUndefined();
  keepDeviceToken("rector@stagnes.org", "token-1");
  keepDeviceToken("door@stagnes.org", "token-2");
  expect(deviceTokenFor(" Rector@StAgnes.org ")).toBe("token-1");
  expect(deviceTokenFor("door@stagnes.org")).toBe("token-2");
  keepDeviceToken("rector@stagnes.org", "token-3");
  expect(deviceTokenFor("rector@stagnes.org")).toBe("token-3");

  window.localStorage.setItem("retreatAdmin.deviceTokens", "not json");
  expect(deviceTokenFor("rector@stagnes.org")).toBeUndefined();
  keepDeviceToken("rector@stagnes.org", "token-4");
  expect(deviceTokenFor("rector@stagnes.org")).toBe("token-4");
});
