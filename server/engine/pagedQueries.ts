/**
 * A page of a paginated query: the top-level query's page end pinned to its subscription's
 * journal (a nested query's paginate is never pinned, as on Convex), recorded as its window of
 * the index it reads.
 */
import type { PageResult, PaginateArgs } from "./adapter/index.js";
import type { CoreDb } from "./engineCore.js";
import { currentTracking } from "./readSet.js";

export function queryPage(jsonArgs: string, db: CoreDb): PageResult {
  const t = currentTracking();
  const args = JSON.parse(jsonArgs) as PaginateArgs;
  const read = t?.reads.pageRead(args.query);
  const endCursor = args.endCursor || t?.pinnedEnd || null;
  const result = db.page({ ...args, endCursor });
  if (endCursor && endCursor !== "_end_cursor" && result.continueCursor === "_end_cursor") {
    // The page ends at its end cursor even when that document is gone.
    result.continueCursor = endCursor;
    result.isDone = false;
  }
  if (t) t.endCursorOut = endCursor ?? result.continueCursor;
  read?.narrow(db.cursorFields(args.query), args.cursor, endCursor ?? result.continueCursor);
  return result;
}
