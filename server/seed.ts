/** First start with an empty data directory: the app's `seed:init` creates the admin (and demo data). */
import type { Engine } from "./engine/engine.js";

/**
 * `adminMustChangePassword`: the password is the documented default, so the admin must choose
 * his own at first sign-in. Off when the operator chose the password (RETREAT_ADMIN_PASSWORD).
 */
export type SeedOptions = { adminEmail: string; adminPassword: string; adminMustChangePassword?: boolean; demo: boolean };

export const DEFAULT_ADMIN_EMAIL = "admin@retreat.local";
export const DEFAULT_ADMIN_PASSWORD = "retreat-admin-2026";

export function seedOptionsFromEnv(env: NodeJS.ProcessEnv): SeedOptions {
  return {
    adminEmail: env.RETREAT_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    adminPassword: env.RETREAT_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    adminMustChangePassword: !env.RETREAT_ADMIN_PASSWORD,
    demo: env.RETREAT_SEED !== "none",
  };
}

export async function runFirstStartSeed(engine: Engine, seed: SeedOptions, log: (line: string) => void): Promise<boolean> {
  if (!engine.modules.files.has("seed")) {
    log("First start: convex/seed.ts not found, starting with an empty database.");
    return false;
  }
  const out = await engine.call("action", "seed:init", { ...seed }, null, { internal: true });
  if (!out.ok) {
    log(`First start: seeding failed:\n${out.raw}`);
    return false;
  }
  log(`First start: created the admin account${seed.demo ? " and the demo retreat" : ""}.`);
  log(`  Admin email:    ${seed.adminEmail}`);
  log(`  Admin password: ${seed.adminPassword}${seed.adminMustChangePassword ? " (to be changed at first sign-in)" : ""}`);
  return true;
}

/** The app's data migrations (`migrations:run`, each safe to run again), at every start. */
export async function runStartMigrations(engine: Engine, log: (line: string) => void): Promise<void> {
  if (!engine.modules.files.has("migrations")) return;
  // A large data set is migrated a slice per run (convex/migrations.ts answers `more` until done).
  for (let run = 0; run < 100_000; run++) {
    const out = await engine.call("mutation", "migrations:run", {}, null, { internal: true });
    if (!out.ok) {
      log(`Data migrations failed:\n${out.raw}`);
      return;
    }
    if ((JSON.parse(out.valueJson) as { more?: boolean } | null)?.more !== true) return;
  }
}
