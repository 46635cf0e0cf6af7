import { escrowMessages, type OrderDetail } from '@edu/shared';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { launchPaymentWindow, preferredDevice } from '@/features/payments';
import { openEscrowWindow } from '../api/open-escrow-window';

/**
 * 구매안전서비스 of an order paid through the provider's escrow: its state, and once the goods shipped the
 * 구매확정 / 구매거절 buttons, which open the provider's confirmation window (the decision is made there;
 * the provider's notice brings it back to the order).
 */
export function EscrowSection({ order }: { order: OrderDetail }) {
  const dialog = useDialog();
  const [opening, setOpening] = useState(false);
  const escrow = order.escrow;
  if (!escrow) return null;
  const open = async () => {
    if (opening) return;
    setOpening(true);
    try {
      const { form } = await openEscrowWindow(order.oid, preferredDevice());
      await launchPaymentWindow(form);
    } catch (error) {
      await dialog.alert(error instanceof Error ? error.message : escrowMessages.notShipped);
    } finally {
      setOpening(false);
    }
  };
  const buttonClass =
    'min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold whitespace-nowrap disabled:opacity-60 sm:flex-none';
  return (
    <section
      aria-labelledby="escrow-title"
      className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50/40 px-4 py-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="escrow-title" className="text-base font-bold text-slate-900">
          {escrowMessages.payment}
        </h2>
        <span className="text-sm text-slate-600">{escrowMessages.applied}</span>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
          {escrow.statusLabel}
        </span>
      </div>
      {escrow.canDecide ? (
        <>
          <p className="text-sm text-slate-700">{escrowMessages.note}</p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={open}
              disabled={opening}
              className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {escrowMessages.confirm}
            </button>
            <button
              type="button"
              onClick={open}
              disabled={opening}
              className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              {escrowMessages.refuse}
            </button>
          </div>
        </>
      ) : (
        escrow.status === 'paid' && <p className="text-sm text-slate-600">{escrowMessages.notShipped}</p>
      )}
    </section>
  );
}
