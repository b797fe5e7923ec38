import { useAuthActions } from "@convex-dev/auth/react";
import { useCallback } from "react";
import { forgetAllKept } from "../../lib/deviceStore";
import { forgetKeptViewer } from "./keptViewer";

/** SPEC §9: the redirect to "/" follows 50 ms after signing out. */
export const SIGN_OUT_REDIRECT_MS = 50;

const AUTH_STORAGE_PREFIX = "__convexAuth";

// One sign-out at a time for the whole page: repeated clicks (or two buttons) are ignored.
let signingOut = false;

/** Whether this page is signing out on purpose (so an ended session is not reported as forced). */
export function signOutInProgress(): boolean {
  return signingOut;
}

function forgetStoredAuth(): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(AUTH_STORAGE_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing stored either
  }
}

/**
 * Signs out as SPEC §4 describes: the session ends on the server and the tokens are forgotten
 * in this browser (an already-ended session is fine), every stored auth entry is removed (and
 * what the door kept on the device), and
 * 50 ms later the page reloads at "/" so no signed-in state survives in memory.
 */
export function useSignOut(redirect: (path: string) => void = (path) => window.location.assign(path)): () => Promise<void> {
  const { signOut } = useAuthActions();
  return useCallback(async () => {
    if (signingOut) return;
    signingOut = true;
    try {
      await signOut();
    } catch {
      // The library already ignores a session that no longer exists; anything else changes nothing here.
    }
    forgetStoredAuth();
    // The door's copy of the list, its waiting check-ins and the kept user leave with the session.
    forgetKeptViewer();
    await forgetAllKept();
    setTimeout(() => {
      signingOut = false;
      redirect("/");
    }, SIGN_OUT_REDIRECT_MS);
  }, [signOut, redirect]);
}
