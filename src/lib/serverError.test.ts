import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { failureTitle } from "./serverError";

describe("failureTitle", () => {
  it("drops 'Please try again' when the server refused by a rule", () => {
    const refused = new ConvexError({ code: "ROOM_REFUSED", message: "Cannot assign attendee. Room 101 is full." });
    expect(failureTitle("Failed to update attendee. Please try again.", refused)).toBe("Failed to update attendee.");
  });
  it("keeps it when trying again may help", () => {
    expect(failureTitle("Failed to update attendee. Please try again.", new Error("socket closed"))).toBe(
      "Failed to update attendee. Please try again.",
    );
  });
});
