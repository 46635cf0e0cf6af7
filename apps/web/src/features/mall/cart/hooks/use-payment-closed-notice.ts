import { orderMessages } from '@edu/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';

/**
 * The order page sends the member back here with ?payment=closed when the payment window was closed
 * (spec §4): it is said once and the parameter dropped, so a reload or a Back does not say it again.
 */
export function usePaymentClosedNotice() {
  const dialog = useDialog();
  const [searchParams, setSearchParams] = useSearchParams();
  const closed = searchParams.get('payment') === 'closed';
  const told = useRef(false);

  useEffect(() => {
    if (!closed) {
      told.current = false;
      return;
    }
    if (told.current) return;
    told.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
    void dialog.alert(orderMessages.paymentCancelled);
  }, [closed, dialog, setSearchParams]);
}
