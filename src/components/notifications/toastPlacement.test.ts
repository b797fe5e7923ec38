import { expect, test } from "vitest";
import { placeToast, type Box, type DialogBoxes } from "./toastPlacement";

const desktop = { width: 1366, height: 800 };
const phone = { width: 390, height: 844 };
const toast = { width: 360, height: 90 };

function rect(top: number, bottom: number, left: number, right: number): Box {
  return { top, bottom, left, right };
}

/** A dialog of the given paper box with a 64 px title and 52 px of buttons. */
function dialog(paper: Box): DialogBoxes {
  return {
    paper,
    title: rect(paper.top, paper.top + 64, paper.left, paper.right),
    actions: rect(paper.bottom - 52, paper.bottom, paper.left, paper.right),
  };
}

function overlaps(a: { top: number; bottom: number }, b: Box | null): boolean {
  return !!b && a.top < b.bottom && b.top < a.bottom;
}

test("no dialog, or room above it: the toast stays at the top", () => {
  expect(placeToast({ viewport: desktop, toast, edge: 24, dialog: null })).toEqual({ at: "top" });
  expect(placeToast({ viewport: desktop, toast, edge: 24, dialog: dialog(rect(300, 500, 383, 983)) })).toEqual({ at: "top" });
});

test("a dialog reaching the top but not the bottom: the toast goes to the bottom", () => {
  expect(placeToast({ viewport: desktop, toast, edge: 24, dialog: dialog(rect(32, 600, 383, 983)) })).toEqual({ at: "bottom", top: 686 });
});

test("a tall dialog on a wide screen: the toast goes beside it", () => {
  expect(placeToast({ viewport: desktop, toast, edge: 24, dialog: dialog(rect(32, 768, 383, 983)) })).toEqual({ at: "beside", top: 24, left: 12 });
});

test("a tall dialog with no room beside it (a phone, a wide dialog): over its content, clear of title and buttons", () => {
  for (const [viewport, paper, edge] of [
    [phone, rect(32, 812, 32, 358), 8],
    [desktop, rect(32, 768, 233, 1133), 24],
  ] as const) {
    const boxes = dialog(paper);
    const placement = placeToast({ viewport, toast, edge, dialog: boxes });
    expect(placement.at).toBe("content");
    const top = (placement as { top: number }).top;
    expect(overlaps({ top, bottom: top + toast.height }, boxes.title)).toBe(false);
    expect(overlaps({ top, bottom: top + toast.height }, boxes.actions)).toBe(false);
  }
});

test("whatever the dialog's height, the toast never crosses its title or buttons on a phone", () => {
  for (let height = 150; height <= 780; height += 10) {
    const top = Math.round((844 - height) / 2);
    const boxes = dialog(rect(top, top + height, 32, 358));
    const placement = placeToast({ viewport: phone, toast, edge: 8, dialog: boxes });
    const toastTop = placement.at === "top" ? 8 : placement.top;
    const span = { top: toastTop, bottom: toastTop + toast.height };
    expect(overlaps(span, boxes.title), `height ${height}`).toBe(false);
    expect(overlaps(span, boxes.actions), `height ${height}`).toBe(false);
  }
});
