import { expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { buildSeatingPreview } from "./seatingPreview";
import type { TableBoard, TableMember } from "./tableBoard";

const man = (id: string, extra: Partial<TableMember> = {}): TableMember => ({
  _id: id as Id<"attendees">,
  first_name: id,
  last_name: "X",
  attendee_type: "attendee",
  ...extra,
});
const t = (id: string) => id as Id<"diningTables">;
const board = (): TableBoard => ({
  tables: [
    { _id: t("t1"), name: "Table 1", capacity: null, leader: null, seated: [man("a"), man("b"), man("srv", { attendee_type: "server" })] },
    { _id: t("t2"), name: "Table 2", capacity: null, leader: null, seated: [] },
  ],
  unseated: [man("c")],
  servers: [],
});

test("placing only the unseated keeps everyone else where he is", () => {
  const preview = buildSeatingPreview(board(), false);
  expect(preview.changes).toEqual([{ attendeeId: "c", fromTableId: null, tableId: "t2" }]);
  expect(preview.tables[0].members.map((m) => m._id)).toEqual(["a", "b", "srv"]);
});

test("reseating everyone moves retreatants to balance tables, servers stay, unchanged seats are not sent", () => {
  const preview = buildSeatingPreview(board(), true);
  const sizes = preview.tables.map((x) => x.members.length);
  expect(sizes.sort()).toEqual([2, 2]);
  expect(preview.tables[0].members.map((m) => m._id)).toContain("srv");
  for (const change of preview.changes) expect(change.fromTableId).not.toBe(change.tableId);
  const moved = new Set(preview.changes.map((c) => c.attendeeId));
  expect(moved.has("srv" as Id<"attendees">)).toBe(false);
});
