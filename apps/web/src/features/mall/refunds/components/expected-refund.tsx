import type { RefundType } from '@edu/shared';
import { formatWon } from '@/lib/format-won';

/**
 * 예상 환불 금액 before the request is sent: what the shop's rule gives back for the chosen units (the
 * whole order with its delivery fee for 전체 신청), less the return delivery fee the buyer pays for a
 * change of mind (terms 제13조 ③), shown on its own line; the administration confirms the amount when it
 * approves.
 */
export function ExpectedRefund({
  refundType,
  refundAll,
  amount,
  returnFee,
}: {
  refundType: RefundType;
  refundAll: boolean;
  amount: number;
  returnFee: number;
}) {
  if (refundType === 'EXCHANGE')
    return (
      <p role="status" className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
        교환은 환불 금액 없이 같은 상품으로 다시 보내 드립니다.
      </p>
    );
  return (
    <div role="status" className="space-y-1 rounded-lg bg-brand-50 px-4 py-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-800">예상 환불 금액</span>
        <strong className="text-lg text-brand-700">{formatWon(amount)}</strong>
      </p>
      {returnFee > 0 && (
        <p className="flex flex-wrap items-baseline justify-between gap-2 text-slate-700">
          <span>반품 배송비 (구매자 부담)</span>
          <span>-{formatWon(returnFee)}</span>
        </p>
      )}
      <p className="text-slate-600">
        {refundAll
          ? '결제 금액(배송비 포함)에서 이미 환불된 금액을 뺀 금액입니다.'
          : '선택한 상품과 수량의 금액입니다. 배송비는 전체 신청일 때만 돌려드립니다.'}{' '}
        {refundType === 'PAYBACK' &&
          (returnFee > 0
            ? '단순 변심·주문 실수·옵션 변경으로 반품하면 반품 배송비를 뺍니다(이용약관 제13조). '
            : '상품 파손·불량이나 오배송으로 반품하면 배송비를 받지 않습니다. ')}
        최종 금액은 검토 후 확정됩니다.
      </p>
    </div>
  );
}
