import { useEffect, useRef, useSyncExternalStore } from "react";
import { signOutInProgress } from "./useSignOut";
import type { ViewerState } from "./useViewer";

/**
 * A session that ended without this browser signing out (an administrator reset the password or
 * disabled the account, or it expired): the sign-in page says so instead of just appearing. Kept
 * in session storage so a reload still explains it; cleared by the next successful sign-in.
 */
const KEY = "retreat.sessionEnded";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

function write(ended: boolean): void {
  try {
    if (ended) window.sessionStorage.setItem(KEY, "1");
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the notice lasts as long as the page
  }
  listeners.forEach((listener) => listener());
}

export const SESSION_ENDED_TEXT =
  "You were signed out because your session ended, for example because an administrator reset your password or disabled your account. Sign in again; if your password was reset, use the temporary password you were given.";

export function clearSessionEnded(): void {
  if (read()) write(false);
}

/** Whether the last session ended on its own; live. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    read,
    () => false,
  );
}

/** Watches the viewer: signed in, then signed out without a sign-out from this page, means the session was ended elsewhere. */
export function useSessionEndWatch(status: ViewerState["status"]): void {
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === "signedIn") wasSignedIn.current = true;
    if (status === "signedOut" && wasSignedIn.current) {
      wasSignedIn.current = false;
      if (!signOutInProgress()) write(true);
    }
  }, [status]);
}
