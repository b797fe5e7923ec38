import type { RefObject } from "react";
import { useReactToPrint } from "react-to-print";
import { englishText } from "../../i18n/namespace";
import { commonNs } from "../../i18n/namespaces/common";
import { useT } from "../../i18n/useT";
import { useNotify } from "../notifications/useNotify";

export const PRINT_ERROR_TITLE = englishText(commonNs, "print.errorTitle");
export const PRINT_ERROR_MESSAGE = englishText(commonNs, "print.errorMessage");

/** Prints the element in `contentRef` with the browser's print dialog; a failure shows 'Print Error'. */
export function usePrintSheet(contentRef: RefObject<HTMLElement | null>, documentTitle: string): () => void {
  const notify = useNotify();
  const t = useT(commonNs);
  const failed = () => notify({ title: t("print.errorTitle"), description: t("print.errorMessage"), variant: "error" });
  const print = useReactToPrint({ contentRef, documentTitle, onPrintError: failed });
  return () => {
    try {
      print();
    } catch {
      failed();
    }
  };
}
