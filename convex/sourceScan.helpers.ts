/// <reference types="vite/client" />
/**
 * Guard tests over the backend's own source: every write of an attendee must keep the counts and
 * totals derived from attendees in the same transaction (placement, check-in, finance). Each guard
 * scans the writes here and asserts what its own keeper needs.
 */

const sources = import.meta.glob(["./**/*.ts", "!./**/*.test.ts", "!./**/*.helpers.ts", "!./_generated/**"], {
  query: "?raw",
  import: "default",
}) as Record<string, () => Promise<string>>;

/** The text of one backend module, by its path from convex/ (e.g. "./model/placementCounts.ts"). */
export async function backendSource(path: string): Promise<string> {
  const load = sources[path];
  if (load === undefined) throw new Error(`No backend module ${path}.`);
  return await load();
}

export type AttendeeWrite = {
  /** file:line */
  where: string;
  /** The line of the call. */
  call: string;
  /** The call and the lines that follow it, where the keeper must be called. */
  after: string;
};

/** Every `ctx.db.<insert|patch|replace|delete>("attendees", …)` in the backend's source. */
export async function attendeeWrites(): Promise<AttendeeWrite[]> {
  const writes: AttendeeWrite[] = [];
  for (const [file, load] of Object.entries(sources)) {
    const lines = (await load()).split("\n");
    lines.forEach((line, index) => {
      if (!/\.(insert|patch|replace|delete)\("attendees"/.test(line)) return;
      writes.push({ where: `${file}:${index + 1}`, call: line.trim(), after: lines.slice(index, index + 8).join("\n") });
    });
  }
  return writes;
}

/** A patch whose object literal sets none of `fields` cannot change what is derived from them. */
export function patchSetsNone(call: string, fields: readonly string[]): boolean {
  const literal = /\.patch\("attendees",[^,]+,\s*\{([^}]*)\}\s*\)/.exec(call);
  if (literal === null) return false;
  return !new RegExp(`\\b(${fields.join("|")})\\b`).test(literal[1]);
}
