/**
 * Stored documents repeat the same short strings many times over: table names, ids of the men
 * and accounts they point at, e-mail addresses, field names in an audit entry's changes. Each
 * document arrives with its own copies (decoded from a function's arguments or from disk), so a
 * server holding a weekend's audit log would hold the same id thousands of times. Committed
 * documents are walked once and each short string value replaced by one shared copy: equal
 * strings are indistinguishable in JavaScript, so nothing a function reads changes.
 */

/** Longer strings are mostly unique (notes, summaries with names): not worth a pool entry. */
const MAX_LENGTH = 64;
/** The pool starts over when it holds this many strings, so it never grows without bound. */
const MAX_POOL = 100_000;

export class StringPool {
  private pool = new Map<string, string>();

  get size(): number {
    return this.pool.size;
  }

  /** The pool's copy of `s` (added to the pool when new). */
  intern(s: string): string {
    if (s.length > MAX_LENGTH) return s;
    const found = this.pool.get(s);
    if (found !== undefined) return found;
    if (this.pool.size >= MAX_POOL) this.pool.clear();
    this.pool.set(s, s);
    return s;
  }

  /**
   * Replaces, in place, every short string value inside a stored document by the pool's copy
   * (not its own `_id`, which no other document's field repeats as often as it is unique).
   */
  internDocument(doc: Record<string, unknown>): void {
    for (const key in doc) {
      if (key === "_id") continue;
      const item = doc[key];
      if (typeof item === "string") doc[key] = this.intern(item);
      else if (item !== null && typeof item === "object") this.internValues(item);
    }
  }

  private internValues(value: unknown): void {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === "string") value[i] = this.intern(item);
        else if (item !== null && typeof item === "object") this.internValues(item);
      }
      return;
    }
    if (value === null || typeof value !== "object" || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return;
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const item = record[key];
      if (typeof item === "string") record[key] = this.intern(item);
      else if (item !== null && typeof item === "object") this.internValues(item);
    }
  }
}
