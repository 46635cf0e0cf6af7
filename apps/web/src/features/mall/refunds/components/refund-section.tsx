import type { OrderDetail } from '@edu/shared';
import { useId, useRef, useState } from 'react';
import { ErrorNotice } from '@/features/mall/catalog/components/notice';
import { useSalesDetail } from '@/features/mall/orders/api/get-sales-detail';
import { refundRequestTitle } from '../lib/refund-draft';
import { RefundRequestForm } from './refund-request-form';
import { RefundRequestList } from './refund-request-list';

/**
 * 교환/반품/취소 on the order detail: the order's requests with their states (waiting visibly while the
 * administration reviews them) and, on a paid order, the button opening the request form.
 */
export function RefundSection({ order, canRequest }: { order: OrderDetail; canRequest: boolean }) {
  const id = useId();
  const sales = useSalesDetail(order.oid);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refunds = sales.data?.refundList ?? [];

  // Nothing to show on an order that cannot be asked about and has no requests.
  if (!canRequest && refunds.length === 0 && !sales.isError) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          교환/반품/취소
        </h2>
        {canRequest && (
          <button
            ref={buttonRef}
            type="button"
            onClick={() => setOpen((current) => !current)}
            aria-expanded={open}
            aria-controls={open ? `${id}-form` : undefined}
            className="rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {refundRequestTitle(order)}
          </button>
        )}
      </div>
      {open && (
        <div id={`${id}-form`}>
          <RefundRequestForm order={order} refunds={refunds} onDone={close} onCancel={close} />
        </div>
      )}
      {sales.data ? (
        <RefundRequestList refunds={refunds} />
      ) : sales.isError ? (
        <ErrorNotice error={sales.error} onRetry={() => void sales.refetch()} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          신청 내역을 불러오는 중…
        </p>
      )}
    </section>
  );
}
