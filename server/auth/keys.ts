/**
 * The auth signing keys @convex-dev/auth needs (JWT_PRIVATE_KEY, JWKS), generated once with
 * jose and kept under the data directory.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { writeFileDurably } from "../store/wal.js";

export type AuthKeys = { JWT_PRIVATE_KEY: string; JWKS: string };

export async function loadOrCreateAuthKeys(dataDir: string): Promise<AuthKeys> {
  const file = join(dataDir, "auth-keys.json");
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, "utf8")) as AuthKeys;
    if (keys.JWT_PRIVATE_KEY && keys.JWKS) return keys;
  }
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const pkcs8 = await exportPKCS8(privateKey);
  const jwk = await exportJWK(publicKey);
  const keys: AuthKeys = {
    JWT_PRIVATE_KEY: pkcs8.trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", alg: "RS256", ...jwk }] }),
  };
  writeFileDurably(file, JSON.stringify(keys, null, 2), dataDir);
  return keys;
}
