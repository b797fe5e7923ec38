/**
 * Refresh tokens are two document ids (`<token id>|<session id>`). A data directory written by an
 * earlier version numbered ids in sequence, so its refresh tokens can be guessed from one another:
 * at start they are dropped. Their sessions stay valid until their access tokens expire; then
 * staff sign in again with their passwords.
 */
import type { Engine } from "../engine/engine.js";

const REFRESH_TOKENS = "authRefreshTokens";
const COUNTER_ID = /^[0-9]+authRefreshTokens$/;

export async function dropGuessableRefreshTokens(engine: Engine, log: (line: string) => void): Promise<number> {
  const guessable = Object.keys(engine.core.db.documents()).filter(
    (id) => COUNTER_ID.test(id) && engine.ids.tableOf(id) === REFRESH_TOKENS,
  );
  if (guessable.length === 0) return 0;
  await engine.within(() =>
    engine.core.accessor(null).run(async (ctx) => {
      const db = (ctx as { db: { delete(id: string): Promise<void> } }).db;
      for (const id of guessable) await db.delete(id);
      return null;
    }),
  );
  log(`Ended ${guessable.length} sign-in renewals made before ids were random; those staff sign in again when their current sign-in expires.`);
  return guessable.length;
}
