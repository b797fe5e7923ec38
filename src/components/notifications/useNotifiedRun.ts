import { useCallback } from "react";
import { serverMessage } from "../../lib/serverError";
import { useNotify } from "./useNotify";

/**
 * Runs a write and tells the user how it went: the success text, or the server's refusal (else
 * the given failure text). Resolves true when it worked, so a dialog knows to close.
 */
export function useNotifiedRun() {
  const notify = useNotify();
  return useCallback(
    async (work: () => Promise<unknown>, success: string | null, failure: string): Promise<boolean> => {
      try {
        await work();
        if (success !== null) notify({ title: "Success", description: success, variant: "success" });
        return true;
      } catch (error) {
        notify({ title: "Error", description: serverMessage(error) ?? failure, variant: "error" });
        return false;
      }
    },
    [notify],
  );
}
