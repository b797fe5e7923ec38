import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { badgePrintProblem, RoomBadgeSheet } from "./RoomBadges";

afterEach(cleanup);

const room = (i: number, occupants: number) => ({
  _id: `r${i}`,
  name: `Room ${100 + i}`,
  occupants: Array.from({ length: occupants }, (_, j) => ({ _id: `a${i}-${j}`, first_name: "josé", last_name: `pérez ${j}` })),
});

test("prints one badge per room with the logo, room name and full names, 8 to a page", () => {
  const rooms = Array.from({ length: 9 }, (_, i) => room(i, 2));
  const { container } = render(<RoomBadgeSheet rooms={rooms} logo="/badges/logo1.svg" />);
  const pages = screen.getAllByRole("region", { name: /Badge page/ });
  expect(pages).toHaveLength(2);
  expect(pages[0].querySelectorAll(".badge")).toHaveLength(8);
  expect(pages[1].querySelectorAll(".badge")).toHaveLength(1);
  const first = pages[0].querySelector(".badge") as HTMLElement;
  expect(within(first).getByText("Room 100")).toBeTruthy();
  expect(within(first).getByText("José Pérez 0")).toBeTruthy();
  expect(within(first).getByText("José Pérez 1")).toBeTruthy();
  expect(container.querySelector(".badge img")?.getAttribute("src")).toBe("/badges/logo1.svg");
});

test("printing needs rooms, and at least one with occupants", () => {
  expect(badgePrintProblem([])).toBe("No rooms to print");
  expect(badgePrintProblem([room(1, 0), room(2, 0)])).toBe("No rooms have occupants assigned yet.");
  expect(badgePrintProblem([room(1, 0), room(2, 1)])).toBeNull();
});
