/**
 * Every dialog opens with the focus on its first field, or, with no field, its first button.
 * It runs when the dialog has finished appearing: an `autoFocus` alone is taken back by the
 * dialog's focus trap in the browser, which focuses the dialog itself.
 */
const FIELDS = 'input:not([type="hidden"]), textarea, select, [role="combobox"]';

function usable(element: HTMLElement): boolean {
  if (element.matches(":disabled, [aria-disabled='true'], [tabindex='-1']")) return false;
  if (element.closest("[hidden], [aria-hidden='true']") !== null) return false;
  const style = getComputedStyle(element);
  return style.display !== "none" && style.visibility !== "hidden";
}

export function focusFirstField(node: HTMLElement): void {
  const dialog = node.querySelector<HTMLElement>('[role="dialog"]') ?? node;
  const active = document.activeElement;
  // A field already chosen (the user was quicker, or autoFocus held) keeps the focus.
  if (active instanceof HTMLElement && active !== dialog && dialog.contains(active)) return;
  const first = (selector: string) => [...dialog.querySelectorAll<HTMLElement>(selector)].find(usable);
  (first(FIELDS) ?? first("button"))?.focus();
}
