/**
 * Where a toast goes so it never covers an open dialog's title or buttons: at the top as usual
 * when it fits above the dialog, else at the bottom below it, else beside it, else over the
 * dialog's content between its title and its buttons.
 */
export type Box = { top: number; bottom: number; left: number; right: number };

export type DialogBoxes = { paper: Box; title: Box | null; actions: Box | null };

export type ToastPlacement =
  | { at: "top" }
  | { at: "bottom"; top: number }
  | { at: "beside"; top: number; left: number }
  | { at: "content"; top: number };

export type PlacementInput = {
  viewport: { width: number; height: number };
  toast: { width: number; height: number };
  /** The gap MUI keeps between the toast and the edge of the screen (24 px, 8 px on phones). */
  edge: number;
  dialog: DialogBoxes | null;
};

const GAP = 8;

export function placeToast({ viewport, toast, edge, dialog }: PlacementInput): ToastPlacement {
  if (!dialog) return { at: "top" };
  const { paper } = dialog;
  if (edge + toast.height + GAP <= paper.top) return { at: "top" };
  const bottomTop = viewport.height - edge - toast.height;
  if (bottomTop >= paper.bottom + GAP) return { at: "bottom", top: bottomTop };
  if (paper.left - 2 * GAP >= toast.width) {
    return { at: "beside", top: edge, left: Math.max(GAP, Math.round((paper.left - toast.width) / 2)) };
  }
  const contentTop = (dialog.title ?? { bottom: paper.top }).bottom;
  const contentBottom = (dialog.actions ?? { top: paper.bottom }).top;
  if (contentBottom - contentTop >= toast.height + 2 * GAP) return { at: "content", top: contentTop + GAP };
  return { at: "top" };
}
