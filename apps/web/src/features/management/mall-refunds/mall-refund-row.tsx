import { refundReasonLabels, refundTypeLabels } from '@edu/shared';
import { refundStateText } from '@/features/mall';
import {
  adminBadgeClass,
  adminDangerButtonClass,
  adminSmallButtonClass,
  adminTdClass,
} from '../components/admin-styles';
import type { AdminRefund } from './admin-mall-refunds-api';
import { refundActionsOf } from './lib/refund-decisions';
import { refundAmountNote, refundAmountText, refundScopeText, refundStateTone } from './lib/refund-rows';

/** Columns of the requests table, shared with its header so the counts cannot drift. */
export const mallRefundColumns = [
  '신청일시',
  '주문번호',
  '주문자',
  '구분',
  '사유',
  '제목',
  '상태',
  '환불금액',
  '상세',
  '처리',
] as const;

type Props = {
  refund: AdminRefund;
  /** This request's decision is being sent. */
  busy: boolean;
  /** Some decision is being sent: no other may start meanwhile. */
  locked: boolean;
  onOpen: (refund: AdminRefund) => void;
  onApprove: (refund: AdminRefund) => void;
  onDeny: (refund: AdminRefund) => void;
  onReceive: (refund: AdminRefund) => void;
};

/** One request: what was asked and its state (a refused refund in red with the provider's reason), with its decisions. */
export function MallRefundRow({ refund, busy, locked, onOpen, onApprove, onDeny, onReceive }: Props) {
  const actions = refundActionsOf(refund.refundStatus);
  const failed = refund.refundStatus === 'REFUND_PAY_FAIL';
  return (
    <tr>
      <td className={`${adminTdClass} whitespace-nowrap`}>{refund.requestDateTime}</td>
      <td className={`${adminTdClass} font-mono text-xs`}>{refund.oid}</td>
      <td className={adminTdClass}>{refund.buyerName}</td>
      <td className={`${adminTdClass} whitespace-nowrap`}>
        {refundTypeLabels[refund.refundType] ?? refund.refundType}
        <span className="block text-xs text-slate-500">{refundScopeText(refund.method)}</span>
      </td>
      <td className={adminTdClass}>{refundReasonLabels[refund.reasonType] ?? refund.reasonType}</td>
      <td className={`${adminTdClass} min-w-40 break-words`}>{refund.title}</td>
      <td className={`${adminTdClass} max-w-60`}>
        <span className={adminBadgeClass[refundStateTone(refund.refundStatus)]}>
          {refundStateText(refund.refundStatus)}
        </span>
        {failed && refund.decisionNote && (
          <span role="note" className="mt-1 block text-xs break-words text-red-700">
            {refund.decisionNote}
          </span>
        )}
      </td>
      <td className={`${adminTdClass} whitespace-nowrap`}>
        {refundAmountText(refund)}
        {refund.refundAmount !== null && refundAmountNote(refund.refundStatus) && (
          <span className="block text-xs text-red-700">{refundAmountNote(refund.refundStatus)}</span>
        )}
      </td>
      <td className={adminTdClass}>
        <button type="button" className={adminSmallButtonClass} onClick={() => onOpen(refund)}>
          <span className="sr-only">{refund.oid} 신청 </span>상세
        </button>
      </td>
      <td className={adminTdClass}>
        {actions.includes('receive') && (
          <button
            type="button"
            className={adminSmallButtonClass}
            disabled={locked}
            onClick={() => onReceive(refund)}
          >
            {busy ? (
              '처리 중…'
            ) : (
              <>
                <span className="sr-only">{refund.oid} 신청 </span>
                {refund.refundType === 'EXCHANGE' ? '교환 완료' : '회수 완료'}
              </>
            )}
          </button>
        )}
        {actions.includes('approve') && (
          <div className="flex gap-1">
            <button
              type="button"
              className={adminSmallButtonClass}
              disabled={locked}
              onClick={() => onApprove(refund)}
            >
              {busy ? (
                '처리 중…'
              ) : (
                <>
                  <span className="sr-only">{refund.oid} 신청 </span>승인
                </>
              )}
            </button>
            <button
              type="button"
              className={adminDangerButtonClass}
              disabled={locked}
              onClick={() => onDeny(refund)}
            >
              <span className="sr-only">{refund.oid} 신청 </span>거절
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
