import { useRef } from 'react';

/**
 * Radix dialogs hand focus back to their Trigger on close. Ours are opened from code (no Trigger), so this
 * remembers what had focus when the dialog opened and puts it back when it closes.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = previous.current;
      previous.current = null;
      if (target?.isConnected) target.focus();
    },
  };
}
