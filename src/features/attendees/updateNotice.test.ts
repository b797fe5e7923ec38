import { describe, expect, it } from "vitest";
import { updatedText } from "./updateNotice";

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
