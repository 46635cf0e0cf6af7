import { orderStatusText, orderStatusTone } from '../lib/order-labels';

const toneClass = {
  failed: 'bg-red-50 text-red-700 ring-red-200',
  done: 'bg-slate-100 text-slate-600 ring-slate-200',
  normal: 'bg-brand-50 text-brand-700 ring-brand-100',
} as const;

/** An order's status in Korean: a failed payment red, a done order grey (spec §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass[orderStatusTone(status)]}`}
    >
      {orderStatusText(status)}
    </span>
  );
}
