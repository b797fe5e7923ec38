import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AttendeeCardList, type AttendeeCardListProps } from "./AttendeeCardList";
import type { AttendeeRow } from "./types";

afterEach(cleanup);

const row = (id: string, first: string, extra: Partial<AttendeeRow> = {}): AttendeeRow =>
  ({
    _id: id,
    first_name: first,
    last_name: "García",
    email: `${id}@example.org`,
    phone_number: null,
    attendee_type: "attendee",
    has_paid: false,
    has_checked_in: false,
    room_id: null,
    table_id: null,
    sleeps_at_home: false,
    created_at: 0,
    ...extra,
  }) as unknown as AttendeeRow;

function renderList(props: Partial<AttendeeCardListProps> = {}) {
  const all: AttendeeCardListProps = {
    rows: [row("a", "raúl", { has_paid: true, room_id: "r1" as never }), row("b", "Pedro", { attendee_type: "server", has_checked_in: true })],
    rooms: [{ _id: "r1", name: "Room 101", room_type: "retreatant", capacity: 3, occupant_count: 1 }],
    tables: [{ _id: "t1", name: "St. Peter", capacity: 8, seated_count: 0 }],
    selected: new Set(),
    onSelectedChange: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onRoomChange: vi.fn(),
    onTableChange: vi.fn(),
    ...props,
  };
  render(
    <MemoryRouter>
      <AttendeeCardList {...all} />
    </MemoryRouter>,
  );
  return all;
}

describe("AttendeeCardList", () => {
  it("shows each man as a card with name, type, paid, checked in, room and table", () => {
    renderList();
    const raul = screen.getByRole("listitem", { name: "Raúl García" });
    for (const text of ["Retreatant", "Paid", "Not Checked In", "Room 101"]) expect(within(raul).getByText(text)).toBeTruthy();
    expect(within(raul).getByRole("combobox", { name: "Table for Raúl García" })).toBeTruthy();
    const pedro = screen.getByRole("listitem", { name: "Pedro García" });
    for (const text of ["Server", "Unpaid", "Checked In"]) expect(within(pedro).getByText(text)).toBeTruthy();
  });

  it("has the grid's actions: select, edit, delete", () => {
    const props = renderList();
    fireEvent.click(screen.getByLabelText("Select Pedro García"));
    expect(props.onSelectedChange).toHaveBeenCalledWith(new Set(["b"]));
    fireEvent.click(screen.getByRole("button", { name: "Edit Raúl García" }));
    expect(props.onEdit).toHaveBeenCalledWith(props.rows[0]);
    fireEvent.click(screen.getByRole("button", { name: "Delete Pedro García" }));
    expect(props.onDelete).toHaveBeenCalledWith(props.rows[1]);
  });

  it("says when no one matches", () => {
    renderList({ rows: [] });
    expect(screen.getByText("No attendees found.")).toBeTruthy();
  });
});
