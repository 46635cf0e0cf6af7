import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorText } from '../components/error-text';
import { type AdminRefund, mallRefundsQueryKey } from './admin-mall-refunds-api';

/**
 * Runs one decision at a time and says its outcome: the success text in a status line, the server's
 * refusal (err_msg) in an alert. Whatever happened, the dialog is closed, the list fetched again (a
 * refused refund is now REFUND_PAY_FAIL, a 409 means someone else moved it) and focus put on the outcome,
 * since the pressed button may be gone with the old state.
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
  ) => {
    setBusyId(refund.refundId);
    setNotice('');
    setFailure('');
    // The row may leave the list with its new state: the outcome names the order it was about.
    try {
      setNotice(`${refund.oid}: ${await call()}`);
    } catch (error) {
      setFailure(`${refund.oid}: ${errorText(error)}`);
    }
    setBusyId(null);
    close?.();
    await queryClient.invalidateQueries({ queryKey: mallRefundsQueryKey });
    outcomeRef.current?.focus();
  };

  return { busyId, notice, failure, outcomeRef, decide };
}
