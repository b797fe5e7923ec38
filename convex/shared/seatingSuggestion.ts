import { plainWords } from "./text";
import { compareNames } from "./collation";
/**
 * Suggested balanced seating: a pure function, run in the browser for the preview. It spreads
 * parishes across tables, keeps apart men of the same family and men who know each other (one
 * names the other, or the table leader, in his known_servers text), and evens out table sizes.
 */

export type SeatingPerson<P> = {
  id: P;
  first_name: string;
  last_name: string;
  parish?: string;
  family_number?: string;
  known_servers?: string;
};

export type SeatingTable<T, P> = {
  id: T;
  name: string;
  capacity: number | null;
  leader: SeatingPerson<P> | null;
  /** Men who stay where they are. */
  seated: ReadonlyArray<SeatingPerson<P>>;
};

export type SeatingSuggestion<T, P> = {
  assignments: Array<{ attendeeId: P; tableId: T }>;
  unplaced: P[];
};

const FAMILY_PENALTY = 1000;
const ACQUAINTANCE_PENALTY = 500;
const OVER_TARGET_PENALTY = 100;
const PARISH_PENALTY = 10;

export function normalise(text: string | undefined): string {
  return plainWords(text ?? "");
}

type Prepared<P> = { id: P; name: string; known: string; parish: string; family: string };

function prepare<P>(person: SeatingPerson<P>): Prepared<P> {
  return {
    id: person.id,
    name: normalise(`${person.first_name} ${person.last_name}`),
    known: ` ${normalise(person.known_servers)} `,
    parish: normalise(person.parish),
    family: normalise(person.family_number),
  };
}

/** True when either man names the other in his known_servers text. */
export function knowEachOther(a: { name: string; known: string }, b: { name: string; known: string }): boolean {
  return (b.name !== "" && a.known.includes(` ${b.name} `)) || (a.name !== "" && b.known.includes(` ${a.name} `));
}

type Table<T, P> = {
  id: T;
  name: string;
  capacity: number;
  leader: Prepared<P> | null;
  members: Prepared<P>[];
  parishes: Map<string, number>;
  families: Set<string>;
};

function cost<T, P>(table: Table<T, P>, person: Prepared<P>, target: number): number {
  let score = table.members.length;
  if (table.members.length >= target) score += OVER_TARGET_PENALTY;
  if (person.family !== "" && table.families.has(person.family)) score += FAMILY_PENALTY;
  if (person.parish !== "") score += PARISH_PENALTY * (table.parishes.get(person.parish) ?? 0);
  if (table.leader !== null && knowEachOther(person, table.leader)) score += ACQUAINTANCE_PENALTY;
  for (const member of table.members) if (knowEachOther(person, member)) score += ACQUAINTANCE_PENALTY;
  return score;
}

function seat<T, P>(table: Table<T, P>, person: Prepared<P>): void {
  table.members.push(person);
  if (person.parish !== "") table.parishes.set(person.parish, (table.parishes.get(person.parish) ?? 0) + 1);
  if (person.family !== "") table.families.add(person.family);
}

export function suggestSeating<T, P>(
  tables: ReadonlyArray<SeatingTable<T, P>>,
  unseated: ReadonlyArray<SeatingPerson<P>>,
): SeatingSuggestion<T, P> {
  const result: SeatingSuggestion<T, P> = { assignments: [], unplaced: [] };
  const state: Table<T, P>[] = tables.map((t) => {
    const table: Table<T, P> = {
      id: t.id,
      name: t.name,
      capacity: t.capacity ?? Number.POSITIVE_INFINITY,
      leader: t.leader === null ? null : prepare(t.leader),
      members: [],
      parishes: new Map(),
      families: new Set(),
    };
    for (const man of t.seated) seat(table, prepare(man));
    return table;
  });
  const people = unseated.map(prepare);
  const total = people.length + state.reduce((sum, t) => sum + t.members.length, 0);
  const target = state.length === 0 ? 0 : Math.ceil(total / state.length);

  // Most constrained first: men sharing a family number, then men from the largest parishes.
  const familySize = countBy(people.map((p) => p.family));
  const parishSize = countBy(people.map((p) => p.parish));
  people.sort(
    (a, b) =>
      (b.family === "" ? 0 : familySize.get(b.family)!) - (a.family === "" ? 0 : familySize.get(a.family)!) ||
      (b.parish === "" ? 0 : parishSize.get(b.parish)!) - (a.parish === "" ? 0 : parishSize.get(a.parish)!) ||
      compareNames(a.name, b.name),
  );

  for (const person of people) {
    let best: Table<T, P> | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const table of state) {
      if (table.members.length >= table.capacity) continue;
      const c = cost(table, person, target);
      if (c < bestCost) {
        best = table;
        bestCost = c;
      }
    }
    if (best === null) {
      result.unplaced.push(person.id);
      continue;
    }
    seat(best, person);
    result.assignments.push({ attendeeId: person.id, tableId: best.id });
  }
  return result;
}

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
