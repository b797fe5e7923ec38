import type { Language } from "../../convex/shared/languages";
import { formatNumberIn } from "../i18n/format";
import { englishText } from "../i18n/namespace";
import { sharedNs } from "../i18n/namespaces/shared";

/**
 * Runs a bulk action as consecutive calls, one batch each (each call all-or-nothing on the
 * server), reporting progress after each; stops at the first refusal. A 5,000-man suggestion is
 * more than one Convex function may write or read (convex/shared/batchSizes.ts).
 */
export type BatchRun<R> = {
  /** Items whose batch was applied. */
  applied: number;
  total: number;
  results: R[];
  /** The refusal that stopped the run (its batch wrote nothing), or null when every batch went through. */
  error: unknown;
};

export async function inBatches<T, R>(
  batches: readonly (readonly T[])[],
  run: (batch: readonly T[]) => Promise<R>,
  onProgress?: (applied: number, total: number) => void,
): Promise<BatchRun<R>> {
  const total = batches.reduce((n, b) => n + b.length, 0);
  const out: BatchRun<R> = { applied: 0, total, results: [], error: null };
  onProgress?.(0, total);
  for (const batch of batches) {
    try {
      out.results.push(await run(batch));
    } catch (error) {
      out.error = error ?? new Error("Batch refused");
      return out;
    }
    out.applied += batch.length;
    onProgress?.(out.applied, total);
  }
  return out;
}

type SharedText = (key: "batches.partial", values: Record<string, string>) => string;

/**
 * " 1,000 of 5,000 were applied before that; the rest were not." for a run that stopped part-way;
 * empty when nothing or everything was applied. In the screen's language with its `t` (useT(sharedNs)).
 */
export function partialNote(run: { applied: number; total: number }, t?: SharedText & { language?: Language }): string {
  if (run.applied === 0 || run.applied === run.total) return "";
  const language = t?.language ?? "en";
  const values = { applied: formatNumberIn(language, run.applied), total: formatNumberIn(language, run.total) };
  return (t ?? ((key, v) => englishText(sharedNs, key, v)))("batches.partial", values);
}
