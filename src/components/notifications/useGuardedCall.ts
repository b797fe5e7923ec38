import { useCallback } from "react";
import { sharedNs } from "../../i18n/namespaces/shared";
import { refusalOf, useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { useNotify } from "./useNotify";

/**
 * Runs a server call; a refusal shows its message (in the person's language) in an error toast
 * titled `failure`, anything else shows `failure` alone. Resolves to the call's result, or
 * undefined when it failed.
 */
export function useGuardedCall() {
  const notify = useNotify();
  const t = useT(sharedNs);
  const errorText = useServerErrorText();
  const tryAgain = t("tryAgain");
  return useCallback(
    async <T>(run: () => Promise<T>, failure: string): Promise<T | undefined> => {
      try {
        return await run();
      } catch (error) {
        notify({ title: failure, description: refusalOf(error) === null ? tryAgain : errorText(error), variant: "error" });
        return undefined;
      }
    },
    [notify, tryAgain, errorText],
  );
}
