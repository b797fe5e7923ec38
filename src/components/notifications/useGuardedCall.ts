import { useCallback } from "react";
import { serverMessage } from "../../lib/serverError";
import { useNotify } from "./useNotify";

/**
 * Runs a server call; a refusal shows its message in an error toast titled `failure`, anything
 * else shows `failure` alone. Resolves to the call's result, or undefined when it failed.
 */
export function useGuardedCall() {
  const notify = useNotify();
  return useCallback(
    async <T>(run: () => Promise<T>, failure: string): Promise<T | undefined> => {
      try {
        return await run();
      } catch (error) {
        const message = serverMessage(error);
        notify({ title: failure, description: message ?? "Please try again.", variant: "error" });
        return undefined;
      }
    },
    [notify],
  );
}
