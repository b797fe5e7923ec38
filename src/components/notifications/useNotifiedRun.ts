import { useCallback } from "react";
import { commonNs } from "../../i18n/namespaces/common";
import { useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { useNotify } from "./useNotify";

/**
 * Runs a write and tells the user how it went: the success text, or the server's refusal in the
 * user's language (else the given failure text). Resolves true when it worked, so a dialog knows
 * to close. The texts given are already in the user's language.
 */
export function useNotifiedRun() {
  const notify = useNotify();
  const t = useT(commonNs);
  const serverText = useServerErrorText();
  const success = t("notify.success");
  const failed = t("notify.error");
  return useCallback(
    async (work: () => Promise<unknown>, successText: string | null, failure: string): Promise<boolean> => {
      try {
        await work();
        if (successText !== null) notify({ title: success, description: successText, variant: "success" });
        return true;
      } catch (error) {
        notify({ title: failed, description: serverText(error, failure), variant: "error" });
        return false;
      }
    },
    [notify, serverText, success, failed],
  );
}
