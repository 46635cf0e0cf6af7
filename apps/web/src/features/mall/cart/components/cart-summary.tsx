import type { CartTotals } from '@edu/shared';
import { useId } from 'react';
import { formatWon } from '@/lib/format-won';

type CartSummaryProps = {
  totals: CartTotals;
  selectedCount: number;
  onOrder: () => void;
};

/** The ticked rows' totals, spoken as they change, and "선택 상품 주문". */
export function CartSummary({ totals, selectedCount, onOrder }: CartSummaryProps) {
  const headingId = useId();
  const discount = totals.totalOrderDiscountAmount;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        결제 정보
      </h2>
      <dl aria-live="polite" className="space-y-2 text-sm">
        <SummaryLine label="총 정가" value={formatWon(totals.totalOrderRegularPrice)} />
        <SummaryLine
          label="할인 금액"
          value={discount > 0 ? `-${formatWon(discount)}` : formatWon(0)}
          tone={discount > 0 ? 'text-rose-600' : undefined}
        />
        <SummaryLine label="상품 금액 합계" value={formatWon(totals.totalOrderPurchasePrice)} />
        <SummaryLine label="배송비 합계" value={formatWon(totals.totalOrderDeliveryFee)} />
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">결제 예정 금액</dt>
          <dd className="text-2xl font-black text-brand-700 tabular-nums">
            {formatWon(totals.totalPaidAmount)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={onOrder}
        className="w-full rounded-xl bg-brand-600 px-5 py-3.5 text-base font-bold text-white hover:bg-brand-700"
      >
        선택 상품 주문
        {selectedCount > 0 && <span className="font-semibold"> ({selectedCount}개)</span>}
      </button>
    </section>
  );
}

function SummaryLine({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone ?? 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}
