import type { RefObject } from "react";
import { useReactToPrint } from "react-to-print";
import { useNotify } from "../notifications/useNotify";

export const PRINT_ERROR_TITLE = "Print Error";
export const PRINT_ERROR_MESSAGE = "Failed to open print dialog. Please try again.";

/** Prints the element in `contentRef` with the browser's print dialog; a failure shows 'Print Error'. */
export function usePrintSheet(contentRef: RefObject<HTMLElement | null>, documentTitle: string): () => void {
  const notify = useNotify();
  const print = useReactToPrint({
    contentRef,
    documentTitle,
    onPrintError: () => notify({ title: PRINT_ERROR_TITLE, description: PRINT_ERROR_MESSAGE, variant: "error" }),
  });
  return () => {
    try {
      print();
    } catch {
      notify({ title: PRINT_ERROR_TITLE, description: PRINT_ERROR_MESSAGE, variant: "error" });
    }
  };
}
