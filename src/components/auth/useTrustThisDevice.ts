import { useAction } from "convex/react";
import { useEffect } from "react";
import { api } from "../../../convex/_generated/api";
import { deviceTokenFor, keepDeviceToken } from "../../lib/deviceTokens";
import { useViewer } from "./useViewer";

/**
 * Once signed in (with a password of his own), this browser gets or keeps its device token for
 * the account, so its next sign-ins are counted apart from strangers' failures.
 */
export function useTrustThisDevice(): void {
  const state = useViewer();
  const trust = useAction(api.signInDevices.trustThisDevice);
  const email = state.status === "signedIn" && !state.viewer.mustChangePassword ? state.viewer.email : null;
  useEffect(() => {
    if (email === null) return;
    const known = deviceTokenFor(email);
    trust(known === undefined ? {} : { token: known })
      .then((token) => {
        if (token !== null) keepDeviceToken(email, token);
      })
      .catch(() => {
        // Not essential: without a token this browser is counted with everyone else.
      });
  }, [email, trust]);
}
