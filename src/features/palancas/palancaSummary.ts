import type { Id } from "../../../convex/_generated/dataModel";
import type { Language } from "../../../convex/shared/languages";
import { nameCollator } from "../../i18n/format";
import { englishText } from "../../i18n/namespace";
import { palancasNs } from "../../i18n/namespaces/palancas";
import { formatFullName } from "../../lib/format";

type PalancasKey = keyof typeof palancasNs.en;

/** The palancas' words in one language: the screen's `t`, or English (the spec's texts) by default. */
export type PalancasSay = { (key: PalancasKey, values?: Record<string, string | number>): string; language: Language };

export const englishPalancas: PalancasSay = Object.assign(
  (key: PalancasKey, values?: Record<string, string | number>) => englishText(palancasNs, key, values),
  { language: "en" as const },
);

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

/** By name as people of the language sort names (Spanish: ñ after n). */
export function byNameIn(language: Language): (a: PalancaMan, b: PalancaMan) => number {
  const names = nameCollator(language);
  return (a, b) => names.compare(a.first_name, b.first_name) || names.compare(a.last_name, b.last_name);
}

/** "3 letters" ("3 cartas"). */
export function lettersLabel(count: number, say: PalancasSay = englishPalancas): string {
  return say("letters", { count, n: String(count) });
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

export function summaryText(totals: ReturnType<typeof palancaTotals>, say: PalancasSay = englishPalancas): string {
  return say("summary", { men: totals.men, menN: String(totals.men), letters: lettersLabel(totals.letters, say), needingN: String(totals.needing) });
}

export type Packet = { man: PalancaMan; letters: Letter[] };

/** Each man with his letters (oldest first), men in name order; men without letters are left out. */
export function packetsOf(men: readonly PalancaMan[], letters: readonly Letter[], order: (a: PalancaMan, b: PalancaMan) => number = byName): Packet[] {
  const byMan = new Map<Id<"attendees">, Letter[]>();
  for (const letter of letters) byMan.set(letter.attendee_id, [...(byMan.get(letter.attendee_id) ?? []), letter]);
  return [...men]
    .sort(order)
    .filter((man) => byMan.has(man._id))
    .map((man) => ({
      man,
      letters: byMan.get(man._id)!.sort((a, b) => a.received_date.localeCompare(b.received_date) || collator.compare(a.from_name, b.from_name)),
    }));
}
