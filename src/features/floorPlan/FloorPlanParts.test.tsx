import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import type { FloorPlanMan, FloorPlanRoom, Picked, TypeFilter, UnassignedList } from "./floorPlanQueries";
import { RoomTile } from "./RoomTile";
import { UnassignedPanel } from "./UnassignedPanel";

afterEach(cleanup);

const man = (id: string, first: string, extra: Partial<FloorPlanMan> = {}): FloorPlanMan => ({
  _id: id as Id<"attendees">,
  first_name: first,
  last_name: "Ortiz",
  attendee_type: "attendee",
  snore: false,
  sleeps_at_home: false,
  ...extra,
});
const room: FloorPlanRoom = { _id: "r1" as Id<"rooms">, name: "Room 101", room_type: "retreatant", capacity: 2 };
const list = (men: FloorPlanMan[], totals: Partial<UnassignedList> = {}): UnassignedList => ({
  men,
  matching: men.length,
  needRoom: men.length,
  atHome: 0,
  ...totals,
});

/** The tiles and the panel as the page wires them; `lists` stands in for the server's answer per type filter. */
function Plan({
  occupants,
  lists,
  onPlace,
  onUnassign,
  onSearch = vi.fn(),
}: {
  occupants: FloorPlanMan[] | undefined;
  lists: Record<TypeFilter, UnassignedList>;
  onPlace: () => void;
  onUnassign: () => void;
  onSearch?: (search: string) => void;
}) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [filter, setFilter] = useState<TypeFilter>("all");
  const [search, setSearch] = useState("");
  return (
    <>
      <RoomTile room={room} occupants={occupants} picked={picked} onPick={(m, from) => setPicked({ man: m, from })} onPlace={onPlace} />
      <UnassignedPanel
        list={lists[filter]}
        loading={false}
        filter={filter}
        search={search}
        picked={picked}
        onFilter={setFilter}
        onSearch={(text) => {
          setSearch(text);
          onSearch(text);
        }}
        onPick={(m) => setPicked({ man: m, from: null })}
        onUnassign={onUnassign}
      />
    </>
  );
}

const sameList = (l: UnassignedList) => ({ all: l, attendee: l, server: l });

test("a tile shows beds taken, occupancy and snorers", () => {
  render(<Plan occupants={[man("a", "ana", { snore: true }), man("b", "beto")]} lists={sameList(list([]))} onPlace={vi.fn()} onUnassign={vi.fn()} />);
  const tile = screen.getByTestId("tile-Room 101");
  expect(tile.getAttribute("data-occupancy")).toBe("full");
  expect(screen.getByRole("group", { name: "Room 101: 2 of 2 beds taken, retreatant room" })).toBeTruthy();
  expect(screen.getByLabelText("Snorers in this room")).toBeTruthy();
  expect(screen.getByText("Ana Ortiz (R)")).toBeTruthy();
});

test("a tile whose occupants are still loading claims no occupancy", () => {
  render(<Plan occupants={undefined} lists={sameList(list([]))} onPlace={vi.fn()} onUnassign={vi.fn()} />);
  const tile = screen.getByTestId("tile-Room 101");
  expect(tile.getAttribute("data-occupancy")).toBeNull();
  expect(tile.getAttribute("aria-busy")).toBe("true");
  expect(screen.getByRole("group", { name: "Room 101: … beds taken, retreatant room" })).toBeTruthy();
});

test("pick a man with the keyboard, then place him in a room", () => {
  const onPlace = vi.fn();
  render(<Plan occupants={[]} lists={sameList(list([man("c", "carlos")]))} onPlace={onPlace} onUnassign={vi.fn()} />);
  expect(screen.getByTestId("tile-Room 101").getAttribute("data-occupancy")).toBe("empty");
  const chip = screen.getByRole("button", { name: "Pick Carlos Ortiz" });
  chip.focus();
  fireEvent.keyDown(chip, { key: "Enter" });
  expect(screen.getByRole("button", { name: "Carlos Ortiz, picked: choose a room" }).getAttribute("aria-pressed")).toBe("true");
  fireEvent.click(screen.getByRole("button", { name: "Place Carlos Ortiz here" }));
  expect(onPlace).toHaveBeenCalledWith("c", expect.objectContaining({ name: "Room 101" }));
});

test("the unassigned list shows the totals, switches type, and unassigns a man picked in a room", () => {
  const onUnassign = vi.fn();
  const carlos = man("c", "carlos");
  const saul = man("s", "saul", { attendee_type: "server" });
  const lists = {
    all: list([carlos, saul], { atHome: 1 }),
    attendee: list([carlos], { needRoom: 2, atHome: 1 }),
    server: list([saul], { needRoom: 2, atHome: 1 }),
  };
  render(<Plan occupants={[man("a", "ana")]} lists={lists} onPlace={vi.fn()} onUnassign={onUnassign} />);
  const panel = screen.getByRole("region", { name: "Unassigned attendees" });
  expect(within(panel).getByText("Unassigned (2)")).toBeTruthy();
  expect(within(panel).getByText("1 man sleeps at home and needs no room.")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Servers" }));
  expect(within(panel).queryByText("Carlos Ortiz")).toBeNull();
  expect(within(panel).getByText("Saul Ortiz")).toBeTruthy();
  expect(within(panel).getByText("Unassigned (2)")).toBeTruthy();
  expect(screen.queryByRole("button", { name: /^Unassign / })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Pick Ana Ortiz" }));
  fireEvent.click(screen.getByRole("button", { name: "Unassign Ana Ortiz" }));
  expect(onUnassign).toHaveBeenCalledWith("a");
});

test("a cut list says how many match and invites a search; a search with no match says so", () => {
  const onSearch = vi.fn();
  const shown = [man("c", "carlos"), man("d", "dario")];
  const { rerender } = render(
    <Plan occupants={[]} lists={sameList(list(shown, { matching: 70, needRoom: 75 }))} onPlace={vi.fn()} onUnassign={vi.fn()} onSearch={onSearch} />,
  );
  expect(screen.getByText("Unassigned (75)")).toBeTruthy();
  expect(screen.getByText("Showing the first 2 of 70. Search by name to find the others.")).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Search by name or phone"), { target: { value: "zeno" } });
  expect(onSearch).toHaveBeenLastCalledWith("zeno");
  rerender(<Plan occupants={[]} lists={sameList(list([], { needRoom: 75 }))} onPlace={vi.fn()} onUnassign={vi.fn()} onSearch={onSearch} />);
  expect(screen.getByText('No one without a room matches "zeno".')).toBeTruthy();
  expect(screen.queryByText(/^Showing the first/)).toBeNull();
});

test("a refused placement is shown in the room's tile; closing it does not count as a tap on the room", () => {
  const dismiss = vi.fn();
  const onPlace = vi.fn();
  render(
    <RoomTile
      room={room}
      occupants={[man("a", "ana"), man("b", "beto")]}
      picked={{ man: man("c", "carlos"), from: null }}
      onPick={vi.fn()}
      onPlace={onPlace}
      refusal={{ message: "Cannot assign attendee. Room 101 is full (2 of 2 beds taken).", dismiss }}
    />,
  );
  const alert = within(screen.getByTestId("tile-Room 101")).getByRole("alert");
  expect(alert.textContent).toContain("Room 101 is full");
  fireEvent.click(within(alert).getByRole("button", { name: "Close" }));
  expect(dismiss).toHaveBeenCalled();
  expect(onPlace).not.toHaveBeenCalled();
});

test("a full room offers no place for the picked man and says why; a tap on it places nobody", () => {
  const onPlace = vi.fn();
  render(<Plan occupants={[man("a", "ana"), man("b", "beto")]} lists={sameList(list([man("c", "carlos")]))} onPlace={onPlace} onUnassign={vi.fn()} />);
  fireEvent.click(screen.getByRole("button", { name: "Pick Carlos Ortiz" }));
  const tile = screen.getByTestId("tile-Room 101");
  expect(within(tile).queryByRole("button", { name: "Place Carlos Ortiz here" })).toBeNull();
  expect(within(tile).getByText("Room 101 is full (2 of 2 beds taken).")).toBeTruthy();
  fireEvent.click(tile);
  expect(onPlace).not.toHaveBeenCalled();
});

test("a room of the other type offers no place for the picked man and says why", () => {
  const onPlace = vi.fn();
  const saul = man("s", "saul", { attendee_type: "server" });
  render(<Plan occupants={[]} lists={sameList(list([saul]))} onPlace={onPlace} onUnassign={vi.fn()} />);
  fireEvent.click(screen.getByRole("button", { name: "Pick Saul Ortiz" }));
  const tile = screen.getByTestId("tile-Room 101");
  expect(within(tile).queryByRole("button", { name: "Place Saul Ortiz here" })).toBeNull();
  expect(within(tile).getByText("Room 101 is a retreatant room and Saul Ortiz is a server.")).toBeTruthy();
  fireEvent.click(tile);
  expect(onPlace).not.toHaveBeenCalled();
});
