import type { RefObject } from "react";
import { useReactToPrint } from "react-to-print";
import { englishText } from "../../i18n/namespace";
import { printNs } from "../../i18n/namespaces/print";
import { useT } from "../../i18n/useT";
import { useNotify } from "../notifications/useNotify";

export const PRINT_ERROR_TITLE = englishText(printNs, "printError.title");
export const PRINT_ERROR_MESSAGE = englishText(printNs, "printError.message");

/** Prints the element in `contentRef` with the browser's print dialog; a failure shows 'Print Error' (in the person's language). */
export function usePrintSheet(contentRef: RefObject<HTMLElement | null>, documentTitle: string): () => void {
  const notify = useNotify();
  const t = useT(printNs);
  const failed = () => notify({ title: t("printError.title"), description: t("printError.message"), variant: "error" });
  const print = useReactToPrint({
    contentRef,
    documentTitle,
    onPrintError: failed,
  });
  return () => {
    try {
      print();
    } catch {
      failed();
    }
  };
}
