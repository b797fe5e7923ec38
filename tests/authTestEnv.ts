import { generateKeyPairSync } from "node:crypto";

/** Auth keys for the backend unit tests (convex-test), made fresh for each run. */
export function authTestEnv(): Record<string, string> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pkcs8 = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const jwk = publicKey.export({ format: "jwk" });
  return {
    JWT_PRIVATE_KEY: pkcs8.trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", alg: "RS256", ...jwk }] }),
    CONVEX_SITE_URL: "http://127.0.0.1:3211",
    SITE_URL: "http://127.0.0.1:3000",
  };
}
