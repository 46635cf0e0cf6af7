import { useRef } from 'react';

/**
 * The element that last had focus anywhere on the page. Why: a dialog opened from code may open while
 * focus is on <body> (its opener was disabled while loading, or the focused button was removed), and
 * recording <body> as the return point left a keyboard user 20–29 Tabs from where they were (issue 42).
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  });

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const canTakeFocus = (element: HTMLElement) =>
  element.isConnected && element.matches(focusable) && element.getClientRects().length > 0;

/** The first element that can take focus after `element` in the page's order (when it cannot itself). */
function nextFocusableAfter(element: HTMLElement): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(focusable)].filter(canTakeFocus);
  return (
    all.find((candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) ??
    null
  );
}

/**
 * Radix dialogs hand focus back to their Trigger on close. Ours are opened from code (no Trigger), so this
 * remembers the control that had focus when the dialog opened and puts focus back on it when it closes;
 * when that control can no longer take focus, on the next one that can; and where the caller names a
 * better place (`returnTo`: the next field after an address was chosen), there.
 */
export function useReturnFocus(returnTo?: () => HTMLElement | null | undefined) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const opener = previous.current;
      previous.current = null;
      const target = returnTo?.() ?? opener;
      if (!target) return;
      if (canTakeFocus(target)) target.focus();
      else if (target.isConnected) nextFocusableAfter(target)?.focus();
    },
  };
}
