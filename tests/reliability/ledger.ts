/**
 * What clients were told about their writes, to check a data directory after a crash.
 * Each key (a man's room, a setting, ...) is written by one client at a time, in order, so
 * after a crash its value must be the last acknowledged write's, or that of a write still in
 * flight when the server died (it may or may not have committed). Refused writes change nothing.
 */
export type Status = "inflight" | "acked" | "refused";
type Entry = { value: unknown; status: Status };

export class Ledger {
  private readonly keys = new Map<string, Entry[]>();
  private frozen = false;

  /** Runs a write for `key`, recording how it ended (until the ledger is frozen at the crash). */
  async write(key: string, value: unknown, call: () => Promise<unknown>): Promise<Status> {
    const entry: Entry = { value, status: "inflight" };
    const list = this.keys.get(key) ?? [];
    list.push(entry);
    this.keys.set(key, list);
    try {
      await call();
      if (!this.frozen) entry.status = "acked";
    } catch {
      if (!this.frozen) entry.status = "refused";
    }
    return entry.status;
  }

  /** The moment of the crash: whatever has not been answered stays "in flight". */
  freeze(): void {
    this.frozen = true;
  }

  /** The values `key` may hold now, given the value it held before the first write. */
  allowed(key: string, before: unknown): unknown[] {
    const entries = this.keys.get(key) ?? [];
    const lastAcked = entries.map((entry) => entry.status).lastIndexOf("acked");
    const base = lastAcked >= 0 ? entries[lastAcked].value : before;
    const pending = entries.slice(lastAcked + 1).filter((entry) => entry.status === "inflight");
    return [base, ...pending.map((entry) => entry.value)];
  }

  keysWithPrefix(prefix: string): string[] {
    return [...this.keys.keys()].filter((key) => key.startsWith(prefix));
  }

  entries(key: string): readonly Entry[] {
    return this.keys.get(key) ?? [];
  }

  count(status: Status): number {
    return [...this.keys.values()].flat().filter((entry) => entry.status === status).length;
  }
}
