import { expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { seatOnBoard, setLeaderOnBoard, type TableBoard, type TableMember } from "./tableBoard";

const man = (id: string, type: "attendee" | "server" = "attendee"): TableMember => ({
  _id: id as Id<"attendees">,
  first_name: id,
  last_name: "X",
  attendee_type: type,
});
const t1 = "t1" as Id<"diningTables">;
const t2 = "t2" as Id<"diningTables">;
const board = (): TableBoard => ({
  tables: [
    { _id: t1, name: "Table 1", capacity: null, leader: null, seated: [man("a")] },
    { _id: t2, name: "Table 2", capacity: 8, leader: null, seated: [] },
  ],
  unseated: [man("b")],
  servers: [{ ...man("s", "server"), leads: null }],
});

test("seating moves a man from the unseated list or another table", () => {
  const seated = seatOnBoard(board(), "b" as Id<"attendees">, t2);
  expect(seated.tables[1].seated.map((m) => m._id)).toEqual(["b"]);
  expect(seated.unseated).toEqual([]);
  const moved = seatOnBoard(seated, "a" as Id<"attendees">, t2);
  expect(moved.tables.map((t) => t.seated.map((m) => m._id))).toEqual([[], ["b", "a"]]);
  const out = seatOnBoard(moved, "a" as Id<"attendees">, null);
  expect(out.unseated.map((m) => m._id)).toEqual(["a"]);
});

test("setting a leader updates the table and who leads what", () => {
  const next = setLeaderOnBoard(board(), t1, "s" as Id<"attendees">);
  expect(next.tables[0].leader?._id).toBe("s");
  expect(next.servers[0].leads).toBe(t1);
  const cleared = setLeaderOnBoard(next, t1, null);
  expect(cleared.tables[0].leader).toBeNull();
  expect(cleared.servers[0].leads).toBeNull();
});
