/**
 * Verifies client tokens against the providers of the app's convex/auth.config.ts, as Convex
 * does: match `iss` to a provider, get its JWKS (OIDC discovery, or a customJwt's `jwks`),
 * check signature, audience and expiry, then build the UserIdentity.
 */
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import type { Identity } from "../engine/types.js";

type OidcProvider = { domain: string; applicationID: string };
type CustomJwtProvider = { type: "customJwt"; issuer: string; jwks: string; applicationID?: string; algorithm?: string };
export type AuthProvider = OidcProvider | CustomJwtProvider;
export type Fetcher = (url: string) => Promise<Response>;

const JWKS_TTL_MS = 10 * 60 * 1000;
const IDENTITY_CLAIMS: Record<string, string> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const DROPPED = new Set(["iss", "sub", "aud", "exp", "iat", "nbf", "jti"]);

export class AuthTokenError extends Error {}

const trim = (s: string) => s.replace(/\/+$/, "");

export class TokenVerifier {
  private jwks = new Map<string, { set: ReturnType<typeof createLocalJWKSet>; at: number }>();

  constructor(
    private providers: () => Promise<AuthProvider[]>,
    private fetcher: Fetcher,
  ) {}

  private async keySet(p: AuthProvider, refresh: boolean) {
    const key = "type" in p ? `custom:${p.issuer}` : `oidc:${p.domain}`;
    const cached = this.jwks.get(key);
    if (cached && !refresh && Date.now() - cached.at < JWKS_TTL_MS) return cached.set;
    let jwks: JSONWebKeySet;
    if ("type" in p) {
      const url = p.jwks;
      jwks = url.startsWith("data:")
        ? (JSON.parse(Buffer.from(url.split(",")[1], url.includes(";base64") ? "base64" : "utf8").toString()) as JSONWebKeySet)
        : ((await (await this.fetcher(url)).json()) as JSONWebKeySet);
    } else {
      const conf = (await (await this.fetcher(`${trim(p.domain)}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
      jwks = (await (await this.fetcher(conf.jwks_uri)).json()) as JSONWebKeySet;
    }
    const set = createLocalJWKSet(jwks);
    this.jwks.set(key, { set, at: Date.now() });
    return set;
  }

  async verify(token: string): Promise<Identity> {
    let claims: JWTPayload;
    try {
      claims = decodeJwt(token);
    } catch {
      throw new AuthTokenError("Could not parse the auth token: it is not a JWT.");
    }
    const iss = claims.iss;
    const providers = await this.providers();
    const provider = providers.find((p) => ("type" in p ? trim(p.issuer) === trim(iss ?? "") : trim(p.domain) === trim(iss ?? "")));
    if (!provider || !iss) {
      const known = providers.map((p) => ("type" in p ? p.issuer : p.domain)).join(", ");
      throw new AuthTokenError(
        `No auth provider found matching the given token (issuer ${JSON.stringify(iss)}). Check that your JWT's issuer and audience match one of your configured providers: [${known}]`,
      );
    }
    const audience = provider.applicationID;
    let payload: JWTPayload | undefined;
    for (const refresh of [false, true]) {
      try {
        const set = await this.keySet(provider, refresh);
        payload = (await jwtVerify(token, set, { issuer: iss, ...(audience ? { audience } : {}) })).payload;
        break;
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (!refresh && (code === "ERR_JWKS_NO_MATCHING_KEY" || code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED")) continue;
        throw new AuthTokenError(
          `Could not verify the auth token: ${e instanceof Error ? e.message : String(e)}. Check that the token signature is valid and the token hasn't expired.`,
        );
      }
    }
    if (!payload?.sub) throw new AuthTokenError("The auth token has no subject (sub claim).");
    return identityFrom(payload as JWTPayload & { sub: string; iss: string });
  }
}

export function identityFrom(payload: JWTPayload & { sub: string; iss: string }): Identity {
  const identity: Identity = { subject: payload.sub, issuer: payload.iss, tokenIdentifier: `${payload.iss}|${payload.sub}` };
  for (const [claim, value] of Object.entries(payload)) {
    if (DROPPED.has(claim) || value === undefined) continue;
    identity[IDENTITY_CLAIMS[claim] ?? claim] = value;
  }
  return identity;
}
