import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { Viewer } from "../functions";

type Change = { field: string; before?: unknown; after?: unknown };

// A document's retreat and its man's person are bookkeeping, not changes staff made.
const IGNORED_FIELDS = new Set(["_id", "_creationTime", "updated_at", "created_at", "retreat_id", "person_id"]);

/** The fields whose values differ between two versions of a document. */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Change[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Change[] = [];
  for (const field of [...fields].sort()) {
    if (IGNORED_FIELDS.has(field)) continue;
    const a = before?.[field];
    const b = after?.[field];
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field, before: a, after: b });
  }
  return changes;
}

/**
 * Records who changed what and when. Call it in the same mutation as the change, with the
 * document before and after (null for a creation or deletion). Nothing is written when
 * nothing changed.
 */
export async function recordChange(
  ctx: MutationCtx,
  args: {
    table: string;
    docId: Id<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    viewer: Pick<Viewer, "userId" | "email"> | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    summary?: string;
    batchId?: Id<"importBatches">;
  },
): Promise<void> {
  const action = args.before === null ? "create" : args.after === null ? "delete" : "update";
  const changes = diffFields(args.before, args.after);
  if (action === "update" && changes.length === 0) return;
  await ctx.db.insert("auditLog", {
    table: args.table,
    doc_id: args.docId,
    action,
    user_id: args.viewer?.userId ?? null,
    user_email: args.viewer?.email ?? undefined,
    summary: args.summary,
    changes: action === "update" ? changes : [],
    at: Date.now(),
    ...(args.batchId !== undefined ? { batch_id: args.batchId } : {}),
  });
}
