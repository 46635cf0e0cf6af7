import { orderMessages, type PlacedOrder } from '@edu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { launchPaymentWindow } from '@/features/payments';

/** Spec §4, §9: the payment frame is on screen this long before the provider's form is submitted. */
export const frameLeadMs = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PayForm = NonNullable<PlacedOrder['form']>;

/**
 * Opens the provider's payment window the way the mall does it: the frame (`opening`, shown with
 * PaymentOverlay) first, 500 ms later the window. When the provider's script cannot load, the frame goes
 * and the reason is told. `onRestored` runs when the browser's back button brings the page back from the
 * provider's mobile page, with the frame taken away again.
 */
export function usePaymentLaunch(onRestored?: () => void) {
  const dialog = useDialog();
  const [opening, setOpening] = useState(false);
  const restoredRef = useRef(onRestored);
  useEffect(() => {
    restoredRef.current = onRestored;
  });

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setOpening(false);
      restoredRef.current?.();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const launch = useCallback(
    async (payForm: PayForm) => {
      setOpening(true);
      await wait(frameLeadMs);
      try {
        await launchPaymentWindow(payForm);
      } catch (error) {
        setOpening(false);
        await dialog.alert(error instanceof Error ? error.message : orderMessages.systemError);
        return;
      }
      // On PC the provider's own layer is now on top; on mobile the page is leaving for the provider's.
      if (payForm.device === 'pc') setOpening(false);
    },
    [dialog],
  );

  return { opening, launch };
}
