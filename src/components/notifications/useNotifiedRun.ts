import { useCallback } from "react";
import { sharedNs } from "../../i18n/namespaces/shared";
import { refusalOf, useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { useNotify } from "./useNotify";

/**
 * Runs a write and tells the user how it went: the success text, or the server's refusal in the
 * person's language (else the given failure text). Resolves true when it worked, so a dialog
 * knows to close.
 */
export function useNotifiedRun() {
  const notify = useNotify();
  const t = useT(sharedNs);
  const errorText = useServerErrorText();
  const [successTitle, errorTitle] = [t("success"), t("error")];
  return useCallback(
    async (work: () => Promise<unknown>, success: string | null, failure: string): Promise<boolean> => {
      try {
        await work();
        if (success !== null) notify({ title: successTitle, description: success, variant: "success" });
        return true;
      } catch (error) {
        notify({ title: errorTitle, description: refusalOf(error) === null ? failure : errorText(error), variant: "error" });
        return false;
      }
    },
    [notify, successTitle, errorTitle, errorText],
  );
}
