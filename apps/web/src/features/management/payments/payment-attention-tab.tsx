import { attentionKindLabels, paymentStatusLabels } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { adminBadgeClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { getPaymentsNeedingAttention } from './payment-attention-api';

const columns = ['구분', '일시', '주문번호', '상품', '결제자', '금액', '결제 상태', '내용'];
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/**
 * Payments a person must check with the provider (quality bar 16: money in doubt is never guessed):
 * approvals nobody could confirm or undo, deposit notices that did not fit, refunds whose outcome is
 * unknown — with what the provider said.
 */
export function Tab() {
  const list = useQuery({
    queryKey: ['admin', 'payments', 'attention'],
    queryFn: ({ signal }) => getPaymentsNeedingAttention(signal),
  });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        결제사와 결과가 맞지 않거나 확인되지 않은 결제입니다. 결제사 관리자 화면에서 거래를 확인해 주세요.
      </p>
      <AdminTable
        columns={columns}
        caption="확인이 필요한 결제"
        error={list.error}
        empty={list.data?.list.length === 0}
        emptyText="확인이 필요한 결제가 없습니다."
      >
        {list.data?.list.map((row) => (
          <tr key={`${row.kind}-${row.paymentId}-${row.since}`}>
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
            <td className={adminTdClass}>{row.goodName}</td>
            <td className={adminTdClass}>{row.buyerName}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>
              {won(row.amount)}
              {row.refundAmount !== null && (
                <div className="text-xs text-slate-500">환불 요청 {won(row.refundAmount)}</div>
              )}
            </td>
            <td className={adminTdClass}>{paymentStatusLabels[row.status] ?? row.status}</td>
            <td className={adminTdClass}>{row.reason}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
