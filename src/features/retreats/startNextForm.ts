import type { Carry } from "./types";

/** The Start-the-next-retreat form as typed: the weekends count stays text until it is checked. */
export type StartNextForm = {
  name: string;
  startDate: string;
  endDate: string;
  servers: Carry["servers"];
  recentWeekends: string;
  retreatantsAsServers: boolean;
  rooms: boolean;
  tables: boolean;
  settings: boolean;
  inventory: boolean;
  palanquitas: boolean;
  prayers: boolean;
};

/** The things a new weekend can take over, each a checkbox. */
export const CARRY_FLAGS = ["retreatantsAsServers", "rooms", "tables", "settings", "inventory", "palanquitas", "prayers"] as const;
export type CarryFlag = (typeof CARRY_FLAGS)[number];

export const DEFAULT_RECENT_WEEKENDS = 3;

/**
 * "Men's Retreat #50" → "Men's Retreat #51": the last number in the name goes up by one (keeping
 * its leading zeros, "Retiro 09" → "Retiro 10"); a name without a number gets " 2".
 */
export function nextRetreatName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") return "";
  const match = /(\d+)(?!.*\d)/.exec(trimmed);
  if (match === null) return `${trimmed} 2`;
  const digits = match[1];
  const next = String(Number(digits) + 1).padStart(digits.length, "0");
  return trimmed.slice(0, match.index) + next + trimmed.slice(match.index + digits.length);
}

export function initialForm(currentName: string): StartNextForm {
  return {
    name: nextRetreatName(currentName),
    startDate: "",
    endDate: "",
    servers: "all",
    recentWeekends: String(DEFAULT_RECENT_WEEKENDS),
    retreatantsAsServers: true,
    rooms: true,
    tables: true,
    settings: true,
    inventory: true,
    palanquitas: true,
    prayers: true,
  };
}

/** The weekends count as a whole number of 1 or more, else null. */
function recentWeekends(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isInteger(value) && value >= 1 ? value : null;
}

/** What the server is asked to carry over, or null while the weekends count is not a number of 1 or more. */
export function carryOf(form: StartNextForm): Carry | null {
  const flags = Object.fromEntries(CARRY_FLAGS.map((flag) => [flag, form[flag]])) as Record<CarryFlag, boolean>;
  if (form.servers !== "recent") return { servers: form.servers, ...flags };
  const weekends = recentWeekends(form.recentWeekends);
  return weekends === null ? null : { servers: "recent", recentWeekends: weekends, ...flags };
}

export type StartNextProblem = "nameRequired" | "endBeforeStart" | "recentInvalid";

/** The form's problems by field, as the server would refuse them: a name, an end not before the start. */
export function problemsOf(form: StartNextForm): Partial<Record<"name" | "endDate" | "recentWeekends", StartNextProblem>> {
  const problems: Partial<Record<"name" | "endDate" | "recentWeekends", StartNextProblem>> = {};
  if (form.name.trim() === "") problems.name = "nameRequired";
  // YYYY-MM-DD dates compare as text.
  if (form.startDate !== "" && form.endDate !== "" && form.endDate < form.startDate) problems.endDate = "endBeforeStart";
  if (carryOf(form) === null) problems.recentWeekends = "recentInvalid";
  return problems;
}
