import { useAuthActions } from "@convex-dev/auth/react";
import { useCallback } from "react";
import { deviceTokenParam } from "../../lib/deviceTokens";
import { signInAddresses } from "../../lib/emailNormalization";

/**
 * Signs in with email and password (already checked and trimmed). A Gmail address is tried in
 * its normal form first, then as typed (SPEC §5). This browser's device token for the address
 * goes along, so a stranger's failures do not lock it out. Throws the last failure.
 */
export function usePasswordSignIn(): (email: string, password: string) => Promise<void> {
  const { signIn } = useAuthActions();
  return useCallback(
    async (email, password) => {
      let failure: unknown = new Error("No address to sign in with");
      for (const address of signInAddresses(email)) {
        try {
          await signIn("password", { email: address, password, flow: "signIn", ...deviceTokenParam(address) });
          return;
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
    [signIn],
  );
}

/** Asks for reset links; only an address with an account gets one, and the answer is the same. */
export function useRequestPasswordReset(): (email: string) => Promise<void> {
  const { signIn } = useAuthActions();
  return useCallback(
    async (email) => {
      for (const address of signInAddresses(email)) {
        await signIn("password", { email: address, flow: "reset", ...deviceTokenParam(address) });
      }
    },
    [signIn],
  );
}
