import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { updatedText } from "../features/attendees/updateNotice";
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

describe("updatedText", () => {
  const man = { first_name: "josé", last_name: "de la cruz" };
  it("says when sleeping at home took him out of his room, naming the room once", () => {
    expect(updatedText({ unassignedFrom: "Room 101" }, man)).toBe(
      "Attendee updated. José de la Cruz sleeps at home, so he was taken out of Room 101.",
    );
    expect(updatedText({ unassignedFrom: "305" }, man)).toMatch(/out of Room 305\.$/);
  });
  it("is the plain success otherwise", () => {
    expect(updatedText({ unassignedFrom: null }, man)).toBe("Attendee updated.");
    expect(updatedText(null, man)).toBe("Attendee updated.");
  });
});
