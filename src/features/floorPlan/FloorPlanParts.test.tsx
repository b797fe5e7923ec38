import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import type { BoardAttendee, BoardRoom } from "../rooms/boardUpdates";
import { RoomTile } from "./RoomTile";
import { UnassignedPanel, type TypeFilter } from "./UnassignedPanel";

afterEach(cleanup);

const man = (id: string, first: string, extra: Partial<BoardAttendee> = {}): BoardAttendee => ({
  _id: id as Id<"attendees">,
  first_name: first,
  last_name: "Ortiz",
  attendee_type: "attendee",
  snore: false,
  sleeps_at_home: false,
  ...extra,
});
const room = (occupants: BoardAttendee[]): BoardRoom => ({
  _id: "r1" as Id<"rooms">,
  name: "Room 101",
  room_type: "retreatant",
  capacity: 2,
  description: null,
  occupants,
});

function Plan({ rooms, unassigned, onPlace, onUnassign }: { rooms: BoardRoom[]; unassigned: BoardAttendee[]; onPlace: () => void; onUnassign: () => void }) {
  const [picked, setPicked] = useState<BoardAttendee | null>(null);
  const [filter, setFilter] = useState<TypeFilter>("all");
  return (
    <>
      {rooms.map((r) => (
        <RoomTile key={r._id} room={r} picked={picked} onPick={setPicked} onPlace={onPlace} />
      ))}
      <UnassignedPanel unassigned={unassigned} picked={picked} filter={filter} onFilter={setFilter} onPick={setPicked} onUnassign={onUnassign} />
    </>
  );
}

test("a tile shows beds taken, occupancy and snorers", () => {
  render(<Plan rooms={[room([man("a", "ana", { snore: true }), man("b", "beto")])]} unassigned={[]} onPlace={vi.fn()} onUnassign={vi.fn()} />);
  const tile = screen.getByTestId("tile-Room 101");
  expect(tile.getAttribute("data-occupancy")).toBe("full");
  expect(screen.getByRole("group", { name: "Room 101: 2 of 2 beds taken, retreatant room" })).toBeTruthy();
  expect(screen.getByLabelText("Snorers in this room")).toBeTruthy();
  expect(screen.getByText("Ana Ortiz (R)")).toBeTruthy();
});

test("pick a man with the keyboard, then place him in a room", () => {
  const onPlace = vi.fn();
  render(<Plan rooms={[room([])]} unassigned={[man("c", "carlos")]} onPlace={onPlace} onUnassign={vi.fn()} />);
  const chip = screen.getByRole("button", { name: "Pick Carlos Ortiz" });
  chip.focus();
  fireEvent.keyDown(chip, { key: "Enter" });
  expect(screen.getByRole("button", { name: "Carlos Ortiz, picked: choose a room" }).getAttribute("aria-pressed")).toBe("true");
  fireEvent.click(screen.getByRole("button", { name: "Place Carlos Ortiz here" }));
  expect(onPlace).toHaveBeenCalledWith("c", expect.objectContaining({ name: "Room 101" }));
});

test("the unassigned list filters by type, hides men who sleep at home, and unassigns a picked occupant", () => {
  const onUnassign = vi.fn();
  const unassigned = [man("c", "carlos"), man("s", "saul", { attendee_type: "server" }), man("h", "hugo", { sleeps_at_home: true })];
  render(<Plan rooms={[room([man("a", "ana")])]} unassigned={unassigned} onPlace={vi.fn()} onUnassign={onUnassign} />);
  expect(screen.getByText("Unassigned (2)")).toBeTruthy();
  expect(screen.queryByText("Hugo Ortiz")).toBeNull();
  expect(screen.getByText("1 man sleeps at home and needs no room.")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Servers" }));
  expect(screen.queryByText("Carlos Ortiz")).toBeNull();
  expect(screen.getByText("Saul Ortiz")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Pick Ana Ortiz" }));
  fireEvent.click(screen.getByRole("button", { name: "Unassign Ana Ortiz" }));
  expect(onUnassign).toHaveBeenCalledWith("a");
});
