/**
 * The one search over men used by every screen that looks a man up (grid, floor plan, check-in,
 * palancas, pickers). What staff type is matched the way they think of a name:
 * - accent- and case-insensitive ("jose" finds José, "nunez" finds Núñez);
 * - every word must match the start of a word of the first name, last name or email, in any order
 *   ("ramon castillo", "Castillo Ramón", "Ramón C", "de la cruz");
 * - a longer word may also match inside a name or email ("arcí" finds García);
 * - digits match the phone number in any format ("555-3183", "(512) 555-3183", "5125553183").
 * Results are ranked so the man in front of you comes first: exact full name, then names that
 * start with what was typed, then the rest, each group by name.
 */

import { foldText } from "./text";
import { compareNames } from "./collation";

export type SearchableMan = {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
};


type Prepared = {
  /** Folded words of the first name, last name and email (split at spaces, dots, dashes, @ ...). */
  words: string[];
  /** The folded first, last and email joined, for matches inside a word. */
  joined: string;
  fullName: string;
  /** Last name then first name, for names typed surname first. */
  reversedName: string;
  phoneDigits: string;
};

const prepared = new WeakMap<object, Prepared>();

function prepare(man: SearchableMan): Prepared {
  let entry = prepared.get(man);
  if (entry === undefined) {
    const first = foldText(man.first_name.trim());
    const last = foldText(man.last_name.trim());
    const email = foldText((man.email ?? "").trim());
    const words = `${first} ${last} ${email}`.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
    entry = {
      words,
      joined: `${first}\u0000${last}\u0000${email}`,
      fullName: `${first} ${last}`.replace(/\s+/g, " "),
      reversedName: `${last} ${first}`,
      phoneDigits: (man.phone_number ?? "").replace(/\D/g, ""),
    };
    prepared.set(man, entry);
  }
  return entry;
}

export type SearchQuery = {
  /** Folded words that are not phone numbers. */
  words: string[];
  /** Digits typed as a phone number (3 or more digits with only phone punctuation around them). */
  digits: string;
  folded: string;
};

export function parseSearch(text: string): SearchQuery {
  const folded = foldText(text.trim()).replace(/\s+/g, " ");
  const isPhone = /^[\d\s()+.-]+$/.test(folded) && folded.replace(/\D/g, "").length >= 3;
  if (isPhone) return { words: [], digits: folded.replace(/\D/g, ""), folded };
  // Punctuation that joins words in emails and names also separates the typed words.
  const words = folded.split(/[\s,]+/).filter((word) => word !== "");
  return { words, digits: "", folded };
}

function wordMatches(entry: Prepared, word: string): boolean {
  if (entry.words.some((candidate) => candidate.startsWith(word))) return true;
  // Inside a word only for 3+ letters, so "a" does not match everyone; emails keep their punctuation.
  return word.length >= 3 && entry.joined.includes(word);
}

/** Whether the man matches everything typed. An empty query matches everyone. */
export function matchesMan(man: SearchableMan, query: SearchQuery): boolean {
  const entry = prepare(man);
  if (query.digits !== "") {
    if (entry.phoneDigits === "") return false;
    // Typed without the area code ("555-3183"), or with a country code ("+1 512 555 3183").
    return entry.phoneDigits.includes(query.digits) || (query.digits.length > 10 && query.digits.endsWith(entry.phoneDigits));
  }
  return query.words.every((word) => wordMatches(entry, word));
}

/** 0 is best: exact full name (either order), then a name starting with the words typed, then the rest. */
function rankOf(man: SearchableMan, query: SearchQuery): number {
  if (query.digits !== "") return 1;
  const entry = prepare(man);
  const typed = query.words.join(" ");
  if (typed === entry.fullName || typed === entry.reversedName) return 0;
  if (entry.fullName.startsWith(typed) || entry.reversedName.startsWith(typed)) return 1;
  if (query.words.every((word) => entry.words.some((candidate) => candidate === word))) return 2;
  if (query.words.every((word) => entry.words.some((candidate) => candidate.startsWith(word)))) return 3;
  return 4;
}

function byName(a: SearchableMan, b: SearchableMan): number {
  return compareNames(a.first_name, b.first_name) || compareNames(a.last_name, b.last_name);
}

/**
 * Prepares men for searching ahead of the first keystroke (e.g. when a screen's rows arrive), so
 * typing only compares; rows already prepared cost nothing.
 */
export function prepareMen(men: readonly SearchableMan[]): void {
  for (const man of men) prepare(man);
}

/** The men matching `text`, in their original order (for lists with their own sort). */
export function filterMen<T extends SearchableMan>(men: readonly T[], text: string): T[] {
  const query = parseSearch(text);
  if (query.words.length === 0 && query.digits === "") return [...men];
  return men.filter((man) => matchesMan(man, query));
}

/** The men matching `text`, best match first (for pickers and the check-in screen). */
export function searchMen<T extends SearchableMan>(men: readonly T[], text: string, limit = Infinity): T[] {
  const query = parseSearch(text);
  if (query.words.length === 0 && query.digits === "") return [...men].sort(byName).slice(0, limit);
  const better = (a: Ranked<T>, b: Ranked<T>) => a.rank - b.rank || byName(a.man, b.man);
  if (limit > SELECT_LIMIT) {
    const ranked = men.filter((man) => matchesMan(man, query)).map((man) => ({ man, rank: rankOf(man, query) }));
    return ranked.sort(better).slice(0, limit).map((entry) => entry.man);
  }
  // The best `limit` matches in order, kept while scanning: no sort of every match for a few shown.
  const best: Ranked<T>[] = [];
  for (const man of men) {
    if (!matchesMan(man, query)) continue;
    const entry = { man, rank: rankOf(man, query) };
    if (best.length >= limit && better(entry, best[best.length - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && better(entry, best[at - 1]) < 0) at--;
    best.splice(at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => entry.man);
}

type Ranked<T> = { man: T; rank: number };

/** Up to this many results are picked while scanning; more are sorted. */
const SELECT_LIMIT = 100;
