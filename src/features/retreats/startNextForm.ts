import { isIsoDate } from "../../../convex/shared/retreatDays";
import { MAX_RETREAT_NAME_LENGTH as MAX_NAME_LENGTH, MAX_RECENT_WEEKENDS } from "../../../convex/shared/retreatRules";
import { MAX_RETREAT_DAYS } from "../../../convex/shared/settingsRules";
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
export { MAX_NAME_LENGTH, MAX_RECENT_WEEKENDS };

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

export function initialForm(newestName: string): StartNextForm {
  return {
    name: nextRetreatName(newestName),
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

/** The weekends count as a whole number from 1 to MAX_RECENT_WEEKENDS, else null. */
function recentWeekends(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isInteger(value) && value >= 1 && value <= MAX_RECENT_WEEKENDS ? value : null;
}

/** What the server is asked to carry over, or null while the weekends count is out of bounds. */
export function carryOf(form: StartNextForm): Carry | null {
  const flags = Object.fromEntries(CARRY_FLAGS.map((flag) => [flag, form[flag]])) as Record<CarryFlag, boolean>;
  if (form.servers !== "recent") return { servers: form.servers, ...flags };
  const weekends = recentWeekends(form.recentWeekends);
  return weekends === null ? null : { servers: "recent", recentWeekends: weekends, ...flags };
}

export type StartNextProblem =
  | "nameRequired"
  | "nameTooLong"
  | "startRequired"
  | "endRequired"
  | "endBeforeStart"
  | "tooManyDays"
  | "recentInvalid";

export type StartNextProblems = Partial<Record<"name" | "startDate" | "endDate" | "recentWeekends", StartNextProblem>>;

const DAY_MS = 86_400_000;

/**
 * The form's problems by field, as the server would refuse them: a name of at most
 * MAX_NAME_LENGTH characters, both dates, the end not before the start, at most MAX_RETREAT_DAYS
 * days, and a weekends count in bounds.
 */
export function problemsOf(form: StartNextForm): StartNextProblems {
  const problems: StartNextProblems = {};
  const name = form.name.trim();
  if (name === "") problems.name = "nameRequired";
  else if (name.length > MAX_NAME_LENGTH) problems.name = "nameTooLong";
  if (!isIsoDate(form.startDate)) problems.startDate = "startRequired";
  if (!isIsoDate(form.endDate)) problems.endDate = "endRequired";
  else if (problems.startDate === undefined) {
    const days = (Date.parse(`${form.endDate}T00:00:00Z`) - Date.parse(`${form.startDate}T00:00:00Z`)) / DAY_MS + 1;
    if (days < 1) problems.endDate = "endBeforeStart";
    else if (days > MAX_RETREAT_DAYS) problems.endDate = "tooManyDays";
  }
  if (carryOf(form) === null) problems.recentWeekends = "recentInvalid";
  return problems;
}
