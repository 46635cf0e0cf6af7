import type { OrderDetail } from '@edu/shared';
import { useState } from 'react';
import { formatWon } from '@/lib/format-won';
import { useSalesDetail } from '../api/get-sales-detail';
import { usePaymentLaunch } from '../hooks/use-payment-launch';
import { canPayExtra } from '../lib/after-sale-rules';
import { ExtraPayDialog } from './extra-pay-dialog';
import { PaymentOverlay } from './payment-overlay';

/**
 * The extra charge the administration asked on the order (spec §4: "(추가)결제생성" offers the extra-pay
 * button; a failed one may be paid again): its amount and reason, and the dialog that pays it.
 */
export function ExtraPaymentNotice({ order }: { order: OrderDetail }) {
  const sales = useSalesDetail(order.oid);
  const [paying, setPaying] = useState(false);
  const { opening, launch } = usePaymentLaunch();
  const extra = sales.data?.extraPayment ?? null;
  const payable = canPayExtra(order.orderStatus) && extra !== null;

  return (
    <>
      {payable && (
        <section
          aria-labelledby="extra-payment-title"
          className="flex flex-wrap items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-4"
        >
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <h2 id="extra-payment-title" className="text-base font-bold text-amber-900">
              추가 결제 요청
            </h2>
            <p className="text-amber-900">
              <strong>{formatWon(extra.amount)}</strong>
              {extra.reason && <span className="break-words"> · {extra.reason}</span>}
            </p>
            {order.orderStatus === 'EXTRA_FAIL' && (
              <p className="text-amber-800">지난 추가 결제가 완료되지 않았습니다. 다시 결제해 주세요.</p>
            )}
          </div>
          <button
            type="button"
            onClick={() => setPaying(true)}
            aria-haspopup="dialog"
            className="shrink-0 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            추가 결제
          </button>
        </section>
      )}
      {paying && (
        <ExtraPayDialog
          oid={order.oid}
          onClose={() => setPaying(false)}
          onPay={(form) => {
            // The dialog goes first: the provider's layer must not sit under its focus trap.
            setPaying(false);
            void launch(form);
          }}
        />
      )}
      {opening && <PaymentOverlay />}
    </>
  );
}
