import { afterSaleMessages } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { ordersQueryKey } from '../api/query-keys';
import { hasPaymentReturn, readPaymentReturn, withoutPaymentReturn } from '../lib/payment-return';

export type PaymentAttempt = { paymentOid: string; device: string };

/**
 * The order detail's address after an extra payment: a closed window (?payment=closed) is told once
 * ("사용자 요청으로 결제가 취소되었습니다.") and the order read again; a return from the provider
 * (?oid=…&payDevice=…&resultCode=…) gives the payment attempt whose outcome the page shows. Either way the
 * values leave the address, so a reload does not repeat them.
 */
export function usePaymentReturn() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<PaymentAttempt | null>(() => {
    const found = readPaymentReturn(search);
    return found?.kind === 'result' ? { paymentOid: found.paymentOid, device: found.device } : null;
  });
  // Told once, even when React runs the effect twice in development.
  const toldClosed = useRef(false);

  useEffect(() => {
    if (!hasPaymentReturn(search)) return;
    const found = readPaymentReturn(search);
    if (found?.kind === 'result') setAttempt({ paymentOid: found.paymentOid, device: found.device });
    const rest = withoutPaymentReturn(search).toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    if (found?.kind === 'closed' && !toldClosed.current) {
      toldClosed.current = true;
      void dialog
        .alert(afterSaleMessages.extraCancelled)
        .then(() => queryClient.invalidateQueries({ queryKey: ordersQueryKey }));
    }
  }, [search, location.pathname, navigate, dialog, queryClient]);

  return { attempt, dismiss: () => setAttempt(null) };
}
