import { useEffect } from "react";
import type { Viewer, ViewerState } from "./useViewer";

/**
 * The signed-in user as last confirmed by the server, kept on this device so the door opens at
 * once, and offline, without waiting for the server's answer (which replaces it when it comes;
 * the server checks every call all the same). Forgotten when the server says no one is signed in,
 * and on sign-out.
 */
export const KEPT_VIEWER_KEY = "retreat-admin.keptViewer";

function read(): Viewer | null {
  try {
    const raw = window.localStorage.getItem(KEPT_VIEWER_KEY);
    return raw === null ? null : (JSON.parse(raw) as Viewer);
  } catch {
    return null;
  }
}

export function forgetKeptViewer(): void {
  try {
    window.localStorage.removeItem(KEPT_VIEWER_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
}

/** Keeps the viewer the server confirmed (or forgets it when the server says no one is signed in). */
export function useKeepViewer(state: ViewerState): void {
  const confirmed = state.status === "signedIn" ? JSON.stringify(state.viewer) : state.status;
  useEffect(() => {
    try {
      if (confirmed === "signedOut") window.localStorage.removeItem(KEPT_VIEWER_KEY);
      else if (confirmed !== "loading") window.localStorage.setItem(KEPT_VIEWER_KEY, confirmed);
    } catch {
      // storage unavailable: the door waits for the server
    }
  }, [confirmed]);
}

/** The viewer state, with the kept viewer standing in until the server answers (offline: until the connection is back). */
export function useViewerOrKept(state: ViewerState): ViewerState {
  useKeepViewer(state);
  if (state.status !== "loading") return state;
  const kept = read();
  return kept === null ? state : { status: "signedIn", viewer: kept };
}
