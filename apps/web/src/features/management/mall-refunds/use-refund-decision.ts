import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorText } from '../components/error-text';
import { type AdminRefund, mallRefundsQueryKey } from './admin-mall-refunds-api';

/**
 * Runs one decision at a time and says its outcome: the success text in a status line, the server's
 * refusal (err_msg) in an alert — or, when `onRefused` is given, in the dialog, which then stays open to
 * try again. The list is fetched again whatever happened (a provider's refusal leaves REFUND_PAY_FAIL, a
 * 409 means someone else moved it) and focus put on the outcome, since the pressed button may be gone
 * with the old state.
 */
export function useRefundDecision() {
  const queryClient = useQueryClient();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');

  const decide = async (
    refund: Pick<AdminRefund, 'refundId' | 'oid'>,
    call: () => Promise<string>,
    close?: () => void,
    onRefused?: (message: string) => void,
  ) => {
    setBusyId(refund.refundId);
    setNotice('');
    setFailure('');
    let refused: string | null = null;
    // The row may leave the list with its new state: the outcome names the order it was about.
    try {
      setNotice(`${refund.oid}: ${await call()}`);
    } catch (error) {
      refused = errorText(error);
    }
    setBusyId(null);
    if (refused !== null && onRefused) onRefused(refused);
    else {
      if (refused !== null) setFailure(`${refund.oid}: ${refused}`);
      close?.();
    }
    await queryClient.invalidateQueries({ queryKey: mallRefundsQueryKey });
    if (refused === null || !onRefused) outcomeRef.current?.focus();
  };

  return { busyId, notice, failure, outcomeRef, decide };
}
