import { useConvexConnectionState } from "convex/react";
import { useBrowserOnline } from "../../../lib/useBrowserOnline";

/** What the door says about its link to the server. */
export type DoorConnection = "online" | "connecting" | "reconnecting" | "offline";

/**
 * Offline when the phone has no network; online while the sync connection is up; otherwise
 * connecting (first time) or reconnecting (it was up and dropped).
 */
export function useDoorConnection(): DoorConnection {
  const state = useConvexConnectionState();
  const browserOnline = useBrowserOnline();
  if (!browserOnline) return "offline";
  if (state.isWebSocketConnected) return "online";
  return state.hasEverConnected ? "reconnecting" : "connecting";
}
