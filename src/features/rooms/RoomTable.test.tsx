import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import type { BoardAttendee, BoardRoom } from "./boardUpdates";
import type { RoomRowActions } from "./RoomRow";
import { RoomTable } from "./RoomTable";

const man = (id: string, first: string, extra: Partial<BoardAttendee> = {}): BoardAttendee => ({
  _id: id as Id<"attendees">,
  first_name: first,
  last_name: "Lopez",
  attendee_type: "attendee",
  snore: false,
  sleeps_at_home: false,
  ...extra,
});
const room = (name: string, occupants: BoardAttendee[], extra: Partial<BoardRoom> = {}): BoardRoom => ({
  _id: `room-${name}` as Id<"rooms">,
  name,
  room_type: "retreatant",
  capacity: 2,
  description: null,
  occupants,
  ...extra,
});
const actions = (): RoomRowActions => ({ assign: vi.fn(), remove: vi.fn(), setType: vi.fn(), edit: vi.fn(), delete: vi.fn() });

afterEach(cleanup);

describe("RoomTable", () => {
  test("shows the empty state", () => {
    render(<RoomTable rooms={[]} unassigned={[]} actions={actions()} />);
    expect(screen.getByText("No rooms found. Add some rooms to get started.")).toBeTruthy();
  });

  test("shows the columns, occupants with (R) for snorers, and capacity", () => {
    render(<RoomTable rooms={[room("101", [man("a", "ana", { snore: true }), man("b", "beto")])]} unassigned={[]} actions={actions()} />);
    for (const column of ["Room Number", "Room Type", "Capacity", "Current Occupants", "Assign Attendee", "Actions"]) {
      expect(screen.getByRole("columnheader", { name: column })).toBeTruthy();
    }
    const row = screen.getByTestId("room-row-101");
    expect(within(row).getByText("Ana Lopez (R)")).toBeTruthy();
    expect(within(row).getByText("Beto Lopez")).toBeTruthy();
    expect(within(row).getByText("Full")).toBeTruthy();
  });

  test("offers only unassigned men of the room's type who do not sleep at home, and assigns the one picked", () => {
    const act = actions();
    const unassigned = [man("c", "carlos"), man("d", "diego", { attendee_type: "server" }), man("e", "eloy", { sleeps_at_home: true })];
    render(<RoomTable rooms={[room("101", [])]} unassigned={unassigned} actions={act} />);
    fireEvent.mouseDown(screen.getByPlaceholderText("Select attendee"));
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Carlos Lopez"]);
    fireEvent.click(screen.getByRole("option", { name: "Carlos Lopez" }));
    expect(act.assign).toHaveBeenCalledWith("c", "room-101");
  });

  test("a full room offers no attendee: its picker is disabled and says Full", () => {
    render(<RoomTable rooms={[room("101", [man("a", "ana"), man("b", "beto")])]} unassigned={[man("c", "carlos")]} actions={actions()} />);
    const picker = screen.getByPlaceholderText("Full") as HTMLInputElement;
    expect(picker.disabled).toBe(true);
    expect(screen.queryByPlaceholderText("Select attendee")).toBeNull();
  });

  test("an occupied room's type is disabled with the reason on hover; an empty room's type can change", async () => {
    const act = actions();
    render(<RoomTable rooms={[room("101", [man("a", "ana")]), room("102", [])]} unassigned={[]} actions={act} />);
    const locked = screen.getByLabelText("Room type of 101");
    expect(locked.getAttribute("aria-disabled")).toBe("true");
    fireEvent.mouseOver(locked.closest("span[tabindex]") as HTMLElement);
    expect(await screen.findByRole("tooltip")).toHaveProperty("textContent", "Room type cannot change while the room has occupants.");
    expect(screen.getByLabelText("Room type of 102").getAttribute("aria-disabled")).toBeNull();
  });

  test("the picker finds a man by full name in any order", () => {
    render(<RoomTable rooms={[room("101", [])]} unassigned={[man("c", "carlos"), man("r", "Ramón", { last_name: "Castillo" })]} actions={actions()} />);
    const input = screen.getByPlaceholderText("Select attendee");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "castillo ramon" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Ramón Castillo"]);
  });

  test("removing an occupant and the row actions call back with the room", () => {
    const act = actions();
    const r = room("101", [man("a", "ana")]);
    render(<RoomTable rooms={[r]} unassigned={[]} actions={act} />);
    fireEvent.click(screen.getByLabelText("Remove Ana Lopez from 101"));
    expect(act.remove).toHaveBeenCalledWith("a");
    fireEvent.click(screen.getByLabelText("Delete 101"));
    expect(act.delete).toHaveBeenCalledWith(r);
  });
});
