import { useEffect } from "react";
import { useBrowserOnline } from "../../lib/useBrowserOnline";
import type { Viewer, ViewerState } from "./useViewer";

/**
 * The signed-in user as last confirmed by the server, kept on this device so the door opens
 * offline (the server still checks every call when the connection is back). Forgotten when the
 * server says no one is signed in, and on sign-out.
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

/**
 * The viewer state, with the kept viewer standing in while the server cannot be asked (the device
 * is offline and the answer is still loading).
 */
export function useViewerOrKept(state: ViewerState): ViewerState {
  const online = useBrowserOnline();
  const confirmed = state.status === "signedIn" ? JSON.stringify(state.viewer) : state.status;
  useEffect(() => {
    try {
      if (confirmed === "signedOut") window.localStorage.removeItem(KEPT_VIEWER_KEY);
      else if (confirmed !== "loading") window.localStorage.setItem(KEPT_VIEWER_KEY, confirmed);
    } catch {
      // storage unavailable: the door needs the connection to open
    }
  }, [confirmed]);
  if (state.status !== "loading" || online) return state;
  const kept = read();
  return kept === null ? state : { status: "signedIn", viewer: kept };
}
