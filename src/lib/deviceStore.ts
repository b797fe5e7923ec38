import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";

/**
 * What the door keeps on the phone between visits (IndexedDB, through idb-keyval): the check-in
 * list as last loaded and the check-ins waiting to be sent. Where IndexedDB is unavailable (a
 * private window that refuses it) nothing is kept and the screen works as before, online.
 */
let store: UseStore | null | undefined;

function doorStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === "undefined" ? null : createStore("retreat-admin-door", "kept");
    } catch {
      store = null;
    }
  }
  return store;
}

export async function readKept<T>(key: string): Promise<T | undefined> {
  const kept = doorStore();
  if (kept === null) return undefined;
  try {
    return await get<T>(key, kept);
  } catch {
    return undefined;
  }
}

export async function writeKept(key: string, value: unknown): Promise<void> {
  const kept = doorStore();
  if (kept === null) return;
  try {
    await set(key, value, kept);
  } catch {
    // Storage full or refused: the screen goes on with what it has in memory.
  }
}

export async function forgetKept(key: string): Promise<void> {
  const kept = doorStore();
  if (kept === null) return;
  try {
    await del(key, kept);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Forgets everything the door kept on this device (signing out). */
export async function forgetAllKept(): Promise<void> {
  const kept = doorStore();
  if (kept === null) return;
  try {
    await clear(kept);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
