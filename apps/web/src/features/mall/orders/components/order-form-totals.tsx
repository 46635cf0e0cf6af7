import type { OrderForm } from '@edu/shared';
import { formatWon } from '@/lib/format-won';

/** The order's totals as the server priced them (never recomputed on the page). */
export function OrderFormTotals({ form }: { form: OrderForm }) {
  const rows = [
    { label: '상품 금액', value: formatWon(form.totalOrderRegularPrice) },
    {
      label: '할인 금액',
      value:
        form.totalOrderDiscountAmount > 0 ? `-${formatWon(form.totalOrderDiscountAmount)}` : formatWon(0),
    },
    { label: '배송비', value: formatWon(form.totalOrderDeliveryFee) },
  ];
  return (
    <section aria-labelledby="order-totals-title" className="space-y-3">
      <h2 id="order-totals-title" className="text-lg font-bold text-slate-900">
        결제 금액
      </h2>
      <dl className="space-y-2 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">총 결제 금액</dt>
          <dd className="text-2xl font-black text-brand-700">{formatWon(form.totalPaidAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}
