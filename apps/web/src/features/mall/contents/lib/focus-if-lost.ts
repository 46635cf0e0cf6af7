/**
 * When the focused control goes away (a dialog closing onto a button that has since disappeared), focus
 * falls to the page body; this puts it on `target` instead, once the browser has settled it.
 */
export function focusIfLost(target: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!active || active === document.body) target?.focus();
  });
}
