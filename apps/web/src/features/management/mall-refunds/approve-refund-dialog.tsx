import { refundTypeLabels } from '@edu/shared';
import { useEffect, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { refundUnitsText } from '@/features/mall';
import { formatWon } from '@/lib/format-won';
import { TextBox } from '../components/admin-field';
import { AdminFormDialog, DialogForm } from '../components/admin-form-dialog';
import { useDialogCheck } from '../components/use-dialog-check';
import type { AdminRefund } from './admin-mall-refunds-api';
import {
  type ApproveBody,
  approveAmountText,
  approveConfirmText,
  approveRequestOf,
  decisionMessages,
} from './lib/refund-decisions';
import { refundScopeText } from './lib/refund-rows';

type Props = {
  /** The return or cancellation being approved; null when closed. */
  refund: AdminRefund | null;
  /** The server's refusal of the last approval sent ('' when none): said here, the amount to correct. */
  refused: string;
  busy: boolean;
  onApprove: (body: ApproveBody) => void;
  onClose: () => void;
};

/**
 * Approving a return or cancellation: the amount to give back, opened with the one the server suggests
 * (empty = the server's default), checked here and asked about once more before it is sent. Not closed
 * while the refund is being sent; a refusal is said here and the dialog stays open.
 */
export function ApproveRefundDialog({ refund, ...form }: Props) {
  return (
    <AdminFormDialog open={refund !== null} title="신청 승인 (환불)" busy={form.busy} onClose={form.onClose}>
      {refund && <ApproveForm key={refund.refundId} refund={refund} {...form} />}
    </AdminFormDialog>
  );
}

function ApproveForm({ refund, refused, busy, onApprove, onClose }: Props & { refund: AdminRefund }) {
  const dialog = useDialog();
  const { box, passes, focus } = useDialogCheck<'amount'>();
  const [amountText, setAmountText] = useState(() => approveAmountText(refund.suggestedAmount));

  // Refused: back to the amount, which is most often what to correct.
  useEffect(() => {
    if (refused) focus('amount');
  }, [refused, focus]);

  const submit = async () => {
    const request = approveRequestOf(refund.refundType, amountText);
    if (!passes(request, 'amount')) return;
    if (!(await dialog.confirm(approveConfirmText(refund.refundType, refund.oid, request.amount)))) return;
    onApprove(request.body);
  };

  const { problem, ...amount } = box('amount');
  return (
    <DialogForm busy={busy} onSubmit={() => void submit()} onClose={onClose} action="승인" pending="처리 중…">
      <p className="text-sm text-slate-700">
        <span className="font-mono text-xs">{refund.oid}</span> · {refund.buyerName} ·{' '}
        {refundTypeLabels[refund.refundType]} {refundScopeText(refund.method)}
      </p>
      {refund.items.length > 0 && (
        <ul aria-label="신청 상품" className="space-y-0.5 text-sm text-slate-700">
          {refund.items.map((item) => (
            <li key={item.orderProductId} className="break-words">
              {item.title} <span className="text-slate-500">· {refundUnitsText(item)}</span>
            </li>
          ))}
        </ul>
      )}
      {refund.refundStatus === 'REFUND_PAY_FAIL' && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
          지난 환불이 실패했습니다
          {refund.refundAmount !== null && ` (${formatWon(refund.refundAmount)})`}
          {refund.decisionNote && `: ${refund.decisionNote}`}
        </p>
      )}
      <TextBox
        {...amount}
        label="환불 금액 (원)"
        numeric
        placeholder="예: 12000"
        value={amountText}
        disabled={busy}
        // The server's refusal is said at the amount: it is the one thing here to correct.
        problem={problem || refused}
        hint={refund.suggestedAmount === null ? decisionMessages.amountHint : decisionMessages.suggestedHint}
        onChange={setAmountText}
      />
    </DialogForm>
  );
}
