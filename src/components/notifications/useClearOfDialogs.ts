import { useTheme } from "@mui/material/styles";
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from "react";
import { placeToast, type Box, type DialogBoxes, type ToastPlacement } from "./toastPlacement";

function box(element: Element | null | undefined): Box | null {
  if (!element) return null;
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
}

/** The topmost open dialog's paper, title and buttons, as they stand on screen. */
function topDialog(): DialogBoxes | null {
  const papers = [...document.querySelectorAll(".MuiDialog-root:not([aria-hidden='true']) .MuiDialog-paper")];
  const paper = papers
    .reverse()
    .find((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden");
  if (!paper) return null;
  return {
    paper: box(paper)!,
    title: box(paper.querySelector(".MuiDialogTitle-root")),
    actions: box(paper.querySelector(".MuiDialogActions-root")),
  };
}

function styleFor(placement: ToastPlacement): CSSProperties | undefined {
  switch (placement.at) {
    case "top":
      return undefined;
    case "beside":
      return { top: placement.top, left: placement.left, right: "auto", transform: "none" };
    default:
      return { top: placement.top, bottom: "auto" };
  }
}

/**
 * The inline style that keeps the toast (the Snackbar root in `toastRef`) clear of an open
 * dialog's title and buttons; it follows dialogs that open, close or grow while the toast shows.
 */
export function useClearOfDialogs(toastRef: RefObject<HTMLElement | null>): CSSProperties | undefined {
  const theme = useTheme();
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      const toast = toastRef.current;
      if (!toast) return;
      const width = document.documentElement.clientWidth;
      const placement = placeToast({
        viewport: { width, height: document.documentElement.clientHeight },
        toast: { width: toast.offsetWidth, height: toast.offsetHeight },
        edge: width >= theme.breakpoints.values.sm ? 24 : 8,
        dialog: topDialog(),
      });
      const next = styleFor(placement);
      setStyle((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", schedule);
    };
  }, [toastRef, theme]);
  return style;
}
