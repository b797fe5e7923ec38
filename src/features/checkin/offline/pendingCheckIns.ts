import { useSyncExternalStore } from "react";
import type { Id } from "../../../../convex/_generated/dataModel";
import { forgetKept, readKept, writeKept } from "../../../lib/deviceStore";

/**
 * A check-in tapped while the door had no connection: kept on the phone (so a reload keeps it)
 * until it is sent. `key` names this one tap; `sending` once it went to the server (it can no
 * longer be undone here; it is sent again after a reload, which the server answers as "already
 * checked in", never counting him twice).
 */
export type PendingCheckIn = {
  key: string;
  id: Id<"attendees">;
  first_name: string;
  last_name: string;
  tapped_at: number;
  sending: boolean;
};

const KEY = "pendingCheckIns";
const NONE: PendingCheckIn[] = [];

let entries: PendingCheckIn[] = NONE;
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: PendingCheckIn[]): void {
  entries = next;
  void writeKept(KEY, next);
  for (const listener of listeners) listener();
}

/** Reads the queue kept on the phone once per page; a tap that was being sent waits to be sent again. */
export function loadPendingCheckIns(): Promise<void> {
  loaded ??= readKept<PendingCheckIn[]>(KEY).then((kept) => {
    if (!kept || kept.length === 0) return;
    const known = new Set(entries.map((entry) => entry.key));
    const restored = kept.filter((entry) => !known.has(entry.key)).map((entry) => ({ ...entry, sending: false }));
    if (restored.length > 0) publish([...restored, ...entries]);
  });
  return loaded;
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export const pendingCheckIns = {
  list: (): PendingCheckIn[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Queues a check-in of this man (once: a second tap on the same man changes nothing). */
  add(man: { _id: Id<"attendees">; first_name: string; last_name: string }): void {
    if (entries.some((entry) => entry.id === man._id)) return;
    publish([...entries, { key: newKey(), id: man._id, first_name: man.first_name, last_name: man.last_name, tapped_at: Date.now(), sending: false }]);
  },
  /** Undoes a tap not sent yet; false when it is already on its way. */
  cancel(id: Id<"attendees">): boolean {
    const entry = entries.find((e) => e.id === id);
    if (entry === undefined || entry.sending) return false;
    publish(entries.filter((e) => e !== entry));
    return true;
  },
  /** The oldest tap not yet sent, now marked as sending. */
  takeNext(): PendingCheckIn | null {
    const next = entries.find((entry) => !entry.sending);
    if (next === undefined) return null;
    const sending = { ...next, sending: true };
    publish(entries.map((entry) => (entry === next ? sending : entry)));
    return sending;
  },
  /** The server answered this tap: it leaves the queue. */
  done(key: string): void {
    publish(entries.filter((entry) => entry.key !== key));
  },
  /** Forgets every waiting tap (signing out). */
  async clear(): Promise<void> {
    entries = NONE;
    for (const listener of listeners) listener();
    await forgetKept(KEY);
  },
};

/** The taps waiting to be sent, live. */
export function usePendingCheckIns(): PendingCheckIn[] {
  return useSyncExternalStore(pendingCheckIns.subscribe, pendingCheckIns.list, pendingCheckIns.list);
}
