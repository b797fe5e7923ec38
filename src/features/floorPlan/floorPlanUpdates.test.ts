import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { UNASSIGNED_LIST_LIMIT } from "../../../convex/shared/floorPlanList";
import type { FloorPlanMan, UnassignedList } from "./floorPlanQueries";
import { findOnScreen, occupantsAfterMove, unassignedAfterMove } from "./floorPlanUpdates";

const man = (first: string, extra: Partial<FloorPlanMan> = {}): FloorPlanMan => ({
  _id: first as Id<"attendees">,
  first_name: first,
  last_name: "Ortiz",
  attendee_type: "attendee",
  snore: false,
  sleeps_at_home: false,
  ...extra,
});
const r1 = "r1" as Id<"rooms">;
const r2 = "r2" as Id<"rooms">;
const all = { type: "all", search: "" } as const;
const list = (men: FloorPlanMan[], matching = men.length): UnassignedList => ({ men, matching, needRoom: matching, atHome: 1 });
const firsts = (men: readonly FloorPlanMan[]) => men.map((m) => m.first_name);

describe("findOnScreen", () => {
  test("finds a man in a room first, else in an unassigned list, else nowhere", () => {
    const ana = man("Ana");
    const beto = man("Beto");
    expect(findOnScreen([{ roomId: r1, men: [ana] }], [[beto]], ana._id)).toEqual({ man: ana, roomId: r1 });
    expect(findOnScreen([{ roomId: r1, men: [ana] }], [[beto]], beto._id)).toEqual({ man: beto, roomId: null });
    expect(findOnScreen([], [], ana._id)).toBeNull();
  });
});

describe("occupantsAfterMove", () => {
  test("adds the man to his new room in name order and takes him out of the old one", () => {
    const carlos = man("Carlos");
    expect(firsts(occupantsAfterMove([man("Ana"), man("Dario")], r2, carlos, r2))).toEqual(["Ana", "Carlos", "Dario"]);
    expect(firsts(occupantsAfterMove([man("Ana"), carlos], r1, carlos, r2))).toEqual(["Ana"]);
    expect(firsts(occupantsAfterMove([man("Ana"), carlos], r1, carlos, null))).toEqual(["Ana"]);
  });

  test("leaves other rooms' lists as they were", () => {
    const men = [man("Ana")];
    expect(occupantsAfterMove(men, r1, man("Beto"), r2)).toBe(men);
    const withHim = [man("Beto")];
    expect(occupantsAfterMove(withHim, r2, withHim[0], r2)).toBe(withHim);
  });
});

describe("unassignedAfterMove", () => {
  test("a man placed in a room leaves the list and the totals", () => {
    const beto = man("Beto");
    const next = unassignedAfterMove(list([man("Ana"), beto]), all, beto, null, r1);
    expect(firsts(next.men)).toEqual(["Ana"]);
    expect(next).toMatchObject({ matching: 1, needRoom: 1, atHome: 1 });
  });

  test("a man taken out of a room joins the list in name order", () => {
    const next = unassignedAfterMove(list([man("Ana"), man("Dario")]), all, man("Carlos"), r1, null);
    expect(firsts(next.men)).toEqual(["Ana", "Carlos", "Dario"]);
    expect(next).toMatchObject({ matching: 3, needRoom: 3 });
  });

  test("a move between rooms changes nothing", () => {
    const before = list([man("Ana")]);
    expect(unassignedAfterMove(before, all, man("Beto"), r1, r2)).toBe(before);
  });

  test("a list for another type or search counts him in the total only", () => {
    const servers = unassignedAfterMove(list([man("Saul", { attendee_type: "server" })]), { type: "server", search: "" }, man("Carlos"), r1, null);
    expect(firsts(servers.men)).toEqual(["Saul"]);
    expect(servers).toMatchObject({ matching: 1, needRoom: 2 });
    const searched = unassignedAfterMove(list([man("José")]), { type: "all", search: "jose" }, man("Carlos"), r1, null);
    expect(firsts(searched.men)).toEqual(["José"]);
    expect(searched).toMatchObject({ matching: 1, needRoom: 2 });
    const found = unassignedAfterMove(list([]), { type: "all", search: "CARL" }, man("Carlos"), r1, null);
    expect(firsts(found.men)).toEqual(["Carlos"]);
  });

  test("a cut list takes him only if he sorts among the men shown, and stays at the limit", () => {
    const shown = Array.from({ length: UNASSIGNED_LIST_LIMIT }, (_, i) => man(`M${String(i + 10).padStart(3, "0")}`));
    const after = unassignedAfterMove(list(shown, 500), all, man("Zeno"), r1, null);
    expect(after.men).toHaveLength(UNASSIGNED_LIST_LIMIT);
    expect(after.men.some((m) => m.first_name === "Zeno")).toBe(false);
    expect(after.matching).toBe(501);
    const early = unassignedAfterMove(list(shown, 500), all, man("Aaron"), r1, null);
    expect(early.men[0].first_name).toBe("Aaron");
    expect(early.men).toHaveLength(UNASSIGNED_LIST_LIMIT);
  });
});
