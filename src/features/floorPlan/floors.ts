import type { Language } from "../../../convex/shared/languages";
import { englishText } from "../../i18n/namespace";
import { floorPlanNs } from "../../i18n/namespaces/floorPlan";
import { compareRoomNames, firstNumber } from "../../lib/roomSort";
import { roomIsFull } from "../../../convex/shared/roomRule";

/** A wing's floor: `label` is English (floorLabel); the screen says it from `floor` and `wing` in the person's language. */
export type FloorGroup<T> = { key: string; label: string; floor: number | null; wing: string; rooms: T[] };

const FILLER_WORDS = new Set(["room", "rm", "no", "number", "suite", "bed", "bedroom"]);

/**
 * The wing a room is in, from the words before its number ("East 101" → "East"); generic words
 * such as "Room" do not count.
 */
export function wingOf(name: string): string {
  const match = /\d/.exec(name);
  const prefix = match === null ? "" : name.slice(0, match.index);
  return prefix
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== "" && !FILLER_WORDS.has(word.toLowerCase()))
    .join(" ");
}

/** The floor from the room number: 101 → 1, 1203 → 12, 7 → 0 (ground floor); null without a number. */
export function floorOf(name: string): number | null {
  const number = firstNumber(name);
  return number === null ? null : Math.floor(number / 100);
}

type FloorText = (key: "floor.other" | "floor.ground" | "floor.number" | "floor.wing", values?: Record<string, string>) => string;

/** "East · Floor 3", "Ground floor", "Other": in the language of `t` (English by default); the wing is the rooms' own word. */
export function floorLabel(floor: number | null, wing: string, t: FloorText = (key, values) => englishText(floorPlanNs, key, values)): string {
  if (floor === null) return t("floor.other");
  const level = floor === 0 ? t("floor.ground") : t("floor.number", { floor: String(floor) });
  return wing === "" ? level : t("floor.wing", { wing, level });
}

/** Rooms grouped by wing and floor, groups in floor order, rooms in room order; "Other" last. */
export function groupByFloor<T extends { name: string }>(rooms: readonly T[], language: Language = "en"): FloorGroup<T>[] {
  const groups = new Map<string, FloorGroup<T> & { floor: number | null; wing: string }>();
  for (const room of rooms) {
    const floor = floorOf(room.name);
    const wing = floor === null ? "" : wingOf(room.name);
    const key = `${wing}|${floor ?? "other"}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { key, label: floorLabel(floor, wing), rooms: [], floor, wing };
      groups.set(key, group);
    }
    group.rooms.push(room);
  }
  return [...groups.values()]
    .sort((a, b) => {
      if ((a.floor === null) !== (b.floor === null)) return a.floor === null ? 1 : -1;
      return (a.floor ?? 0) - (b.floor ?? 0) || a.wing.localeCompare(b.wing);
    })
    .map(({ key, label, floor, wing, rooms: members }) => ({
      key,
      label,
      floor,
      wing,
      rooms: [...members].sort((x, y) => compareRoomNames(x.name, y.name, language)),
    }));
}

export type Occupancy = "empty" | "partial" | "full";

export function occupancyOf(occupants: number, capacity: number | null): Occupancy {
  if (occupants === 0) return "empty";
  return roomIsFull(occupants, capacity) ? "full" : "partial";
}
