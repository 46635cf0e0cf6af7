import {
  attentionKindLabels,
  type PaymentNeedingAttention,
  type PaymentResolutionKind,
  paymentPurposeLabels,
  paymentStatusLabels,
  resolutionsByKind,
} from '@edu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatWon } from '@/lib/format-won';
import { adminBadgeClass, adminSmallButtonClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { attentionQueryKey, getPaymentsNeedingAttention } from './payment-attention-api';
import { ResolutionForm } from './resolution-form';

const columns = ['구분', '일시', '주문번호', '상품', '결제자', '금액', '결제 상태', '내용', '정리'];
const rowKey = (row: PaymentNeedingAttention) => `${row.kind}-${row.paymentId}-${row.refundId ?? ''}`;

/**
 * Payments a person must check with the provider (quality bar 16: money in doubt is never guessed):
 * approvals nobody could confirm or undo, deposit notices that did not fit, refunds whose outcome is
 * unknown — with what the provider said, and the decision the administrator takes after checking.
 */
export function Tab() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ key: string; resolution: PaymentResolutionKind; label: string } | null>(
    null,
  );
  const [notice, setNotice] = useState('');
  const list = useQuery({
    queryKey: attentionQueryKey,
    queryFn: ({ signal }) => getPaymentsNeedingAttention(signal),
  });

  const done = async (message: string) => {
    setOpen(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        결제사와 결과가 맞지 않거나 확인되지 않은 결제입니다. 결제사 관리자 화면에서 거래를 확인한 뒤 확인한
        내용과 함께 정리해 주세요.
      </p>
      {notice && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {notice}
        </p>
      )}
      <AdminTable
        columns={columns}
        caption="확인이 필요한 결제"
        error={list.error}
        empty={list.data?.list.length === 0}
        emptyText="확인이 필요한 결제가 없습니다."
      >
        {list.data?.list.map((row) => (
          <tr key={rowKey(row)}>
            <td className={adminTdClass}>
              <span className={row.kind === 'flagged' ? adminBadgeClass.waiting : adminBadgeClass.error}>
                {attentionKindLabels[row.kind]}
              </span>
            </td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{row.since}</td>
            <td className={`${adminTdClass} font-mono text-xs`}>
              {row.oid}
              {row.tid && <div className="text-slate-500">{row.tid}</div>}
            </td>
            <td className={adminTdClass}>
              <div className="text-xs text-slate-500">{paymentPurposeLabels[row.purpose] ?? row.purpose}</div>
              {row.goodName}
            </td>
            <td className={adminTdClass}>{row.buyerName}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>
              {formatWon(row.amount)}
              {row.refundAmount !== null && (
                <div className="text-xs text-slate-500">환불 요청 {formatWon(row.refundAmount)}</div>
              )}
            </td>
            <td className={adminTdClass}>{paymentStatusLabels[row.status] ?? row.status}</td>
            <td className={adminTdClass}>{row.reason}</td>
            <td className={`${adminTdClass} min-w-56`}>
              <div className="flex flex-wrap gap-1">
                {resolutionsByKind[row.kind].map((choice) => (
                  <button
                    key={choice.resolution}
                    type="button"
                    className={adminSmallButtonClass}
                    onClick={() => setOpen({ key: rowKey(row), ...choice })}
                  >
                    {choice.label}
                  </button>
                ))}
              </div>
              {open?.key === rowKey(row) && (
                <ResolutionForm
                  row={row}
                  resolution={open.resolution}
                  label={open.label}
                  onDone={done}
                  onCancel={() => setOpen(null)}
                />
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
