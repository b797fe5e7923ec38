/**
 * How big the reliability suite runs. `npm test` runs the short version; `npm run reliability`
 * sets RELIABILITY=long (the figures quoted in the README). Single figures can be overridden,
 * e.g. RELIABILITY_CRASH_ROUNDS=10.
 */
export type Mode = "short" | "long";

export const MODE: Mode = process.env.RELIABILITY === "long" ? "long" : "short";

const SIZES = {
  short: { crashRounds: 3, raceClients: 12, fuzzFiles: 100, payloadRounds: 1, soakClients: 20, soakSeconds: 30, soakRegistrations: 300 },
  long: { crashRounds: 50, raceClients: 40, fuzzFiles: 1000, payloadRounds: 3, soakClients: 100, soakSeconds: 600, soakRegistrations: 300 },
} as const;

type Size = { -readonly [K in keyof (typeof SIZES)["short"]]: number };

function sized(): Size {
  const size: Size = { ...SIZES[MODE] };
  for (const key of Object.keys(size) as (keyof Size)[]) {
    const name = `RELIABILITY_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const given = Number(process.env[name]);
    if (Number.isFinite(given) && given > 0) size[key] = given;
  }
  return size;
}

export const SIZE = sized();

/** Prints one line of figures, e.g. "[reliability:short] crash: rounds survived=3, writes checked=412". */
export function report(part: string, figures: Record<string, string | number>): void {
  const text = Object.entries(figures)
    .map(([name, value]) => `${name}=${value}`)
    .join(", ");
  process.stdout.write(`[reliability:${MODE}] ${part}: ${text}\n`);
}

/** A test's time budget: generous for the long run, sized for the short one. */
export const budgetMs = (shortMs: number, longMs: number) => (MODE === "long" ? longMs : shortMs);
