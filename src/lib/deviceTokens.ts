/**
 * The device tokens this browser got for the addresses it signed in to (see
 * convex/model/signInDevices.ts). Sent with sign-in and reset requests so that a stranger's
 * failures for an address never lock this browser out. Kept apart from the session storage, so
 * they outlive sign-out.
 */
const STORAGE_KEY = "retreatAdmin.deviceTokens";

type Tokens = Record<string, string>;

function readTokens(storage: Storage): Tokens {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function deviceTokenFor(email: string, storage: Storage | null = browserStorage()): string | undefined {
  return storage === null ? undefined : readTokens(storage)[email.trim().toLowerCase()];
}

export function keepDeviceToken(email: string, token: string, storage: Storage | null = browserStorage()): void {
  if (storage === null) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...readTokens(storage), [email.trim().toLowerCase()]: token }));
  } catch {
    // storage full or refused: this browser just stays a stranger to the throttle
  }
}

/** The sign-in parameter carrying this browser's token for `email`, if it has one. */
export function deviceTokenParam(email: string): { deviceToken?: string } {
  const token = deviceTokenFor(email);
  return token === undefined ? {} : { deviceToken: token };
}
