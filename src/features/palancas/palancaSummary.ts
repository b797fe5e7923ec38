import type { Id } from "../../../convex/_generated/dataModel";
import { formatFullName } from "../../lib/format";

/** A retreatant on the palancas screen: his name and how many letters he has. */
export type PalancaMan = { _id: Id<"attendees">; first_name: string; last_name: string; count: number };
export type Letter = {
  _id: Id<"palancas">;
  attendee_id: Id<"attendees">;
  from_name: string;
  relationship: string | null;
  received_date: string;
  notes: string | null;
};

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

export function manName(man: Pick<PalancaMan, "first_name" | "last_name">): string {
  return formatFullName(man.first_name, man.last_name);
}

export function byName(a: PalancaMan, b: PalancaMan): number {
  return collator.compare(a.first_name, b.first_name) || collator.compare(a.last_name, b.last_name);
}

export function lettersLabel(count: number): string {
  return `${count} ${count === 1 ? "letter" : "letters"}`;
}

/** Men with fewer letters than the target, fewest first, then by name. */
export function stillNeedLetters(men: readonly PalancaMan[], target: number): PalancaMan[] {
  return men.filter((man) => man.count < target).sort((a, b) => a.count - b.count || byName(a, b));
}

export function palancaTotals(men: readonly PalancaMan[], target: number) {
  return {
    men: men.length,
    letters: men.reduce((sum, man) => sum + man.count, 0),
    needing: men.filter((man) => man.count < target).length,
  };
}

export function summaryText(totals: ReturnType<typeof palancaTotals>): string {
  return `${totals.men} ${totals.men === 1 ? "retreatant" : "retreatants"} · ${lettersLabel(totals.letters)} · ${totals.needing} still need letters`;
}

export type Packet = { man: PalancaMan; letters: Letter[] };

/** Each man with his letters (oldest first), men in name order; men without letters are left out. */
export function packetsOf(men: readonly PalancaMan[], letters: readonly Letter[]): Packet[] {
  const byMan = new Map<Id<"attendees">, Letter[]>();
  for (const letter of letters) byMan.set(letter.attendee_id, [...(byMan.get(letter.attendee_id) ?? []), letter]);
  return [...men]
    .sort(byName)
    .filter((man) => byMan.has(man._id))
    .map((man) => ({
      man,
      letters: byMan.get(man._id)!.sort((a, b) => a.received_date.localeCompare(b.received_date) || collator.compare(a.from_name, b.from_name)),
    }));
}
