import {
  type AdminLineShipping,
  type AdminOrderDetail,
  type DeliveryUpdate,
  pendingRequestShipMessage,
  refundTypeLabels,
} from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { confirmationText, deliveryStatusText, optionLineText, orderStatusText } from '@/features/mall';
import { formatWon } from '@/lib/format-won';
import { adminBadgeClass, adminSmallButtonClass } from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { mallOrdersQueryKey, type UpdatedDelivery, updateDelivery } from './admin-mall-orders-api';
import { InvoiceForm } from './invoice-form';
import {
  type DeliveryAction,
  deliveryActionsOf,
  deliveryDoneMessages,
  trackingUrlOf,
} from './lib/delivery-actions';
import { deliveryStatusTone } from './lib/status-tones';

type Line = AdminOrderDetail['deliveryList'][number]['orderProductList'][number];

/** The tracking page: the one the server answered for this very invoice, else the courier's own page. */
function trackingLinkOf(line: Line, answered: UpdatedDelivery | null): string | null {
  const same =
    answered?.deliveryCompany === line.deliveryCompany && answered?.invoiceNumber === line.invoiceNumber;
  return (same ? answered?.trackingUrl : null) ?? trackingUrlOf(line.deliveryCompany, line.invoiceNumber);
}

/**
 * One product line of an order with its delivery: READY gets the invoice form (its warehouse's courier
 * chosen) and 발송 처리, unless an exchange, return or cancellation of it waits for a decision, which is
 * said instead; START shows the invoice with its tracking page, 배송 완료 (asked first) and 송장 수정;
 * anything else is read-only. After each action the order and the list are fetched again and the
 * outcome is said here.
 */
export function OrderLineDelivery({ line, shipping }: { line: Line; shipping?: AdminLineShipping }) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const titleId = useId();
  const titleRef = useRef<HTMLParagraphElement>(null);
  const correctRef = useRef<HTMLButtonElement>(null);
  const [correcting, setCorrecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const [answered, setAnswered] = useState<UpdatedDelivery | null>(null);
  const actions = deliveryActionsOf(line.deliveryStatus);
  // Goods the buyer asked back are not shipped until the request is decided.
  const heldBy = actions.includes('ship') ? (shipping?.pendingRequest ?? null) : null;

  const run = async (action: DeliveryAction, body: DeliveryUpdate) => {
    setBusy(true);
    setNotice('');
    setFailure('');
    let succeeded = false;
    try {
      setAnswered(await updateDelivery(line.orderItemId, body));
      succeeded = true;
    } catch (error) {
      setFailure(errorText(error));
    }
    // Refused or not, the line may have changed meanwhile (409): show it as it now is.
    await queryClient.invalidateQueries({ queryKey: mallOrdersQueryKey });
    setBusy(false);
    if (succeeded) {
      setCorrecting(false);
      setNotice(deliveryDoneMessages[action]);
      // The button pressed is gone with the old status: keep the place on this line.
      titleRef.current?.focus();
    }
  };

  const deliver = async () => {
    if (!(await dialog.confirm(`'${line.orderItemTitle}' 상품을 배송 완료로 처리하시겠습니까?`))) return;
    await run('deliver', { deliveryStatus: 'DELIVERED' });
  };

  const closeCorrection = () => {
    setCorrecting(false);
    correctRef.current?.focus();
  };

  const options = line.optionList.map(optionLineText).filter(Boolean);
  const invoice = [line.deliveryCompany, line.invoiceNumber].filter(Boolean).join(' ');
  const showInvoice = line.deliveryStatus !== 'READY' && line.deliveryStatus !== 'NOT_PAID' && invoice;
  const trackingUrl = trackingLinkOf(line, answered);

  return (
    <li aria-labelledby={titleId} className="space-y-2 px-4 py-3">
      <p
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className="font-medium break-words text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {line.orderItemTitle}
      </p>
      {options.length > 0 && (
        <ul className="space-y-0.5 text-sm text-slate-600">
          {options.map((option, index) => (
            // Option lines have no id of their own; their order is the order's.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed list from the server
            <li key={index}>{option}</li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">
        수량 {line.quantity}개 · {line.isFree ? '무료' : formatWon(line.totalPrice)}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className={adminBadgeClass[deliveryStatusTone(line.deliveryStatus)]}>
          {deliveryStatusText(line.deliveryStatus)}
        </span>
        {line.confirmedAt && <span className={adminBadgeClass.done}>{confirmationText(line)}</span>}
        {shipping?.pendingRequest && (
          <span className={adminBadgeClass.waiting}>
            {refundTypeLabels[shipping.pendingRequest]} 신청 처리 중
          </span>
        )}
        {line.orderStatus !== 'ORDER_DONE' && (
          <span className="text-xs text-slate-500">주문 상태 {orderStatusText(line.orderStatus)}</span>
        )}
      </p>
      {showInvoice && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          <span>송장 {invoice}</span>
          {trackingUrl && (
            <a
              href={trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              배송 조회<span className="sr-only"> (새 창)</span>
            </a>
          )}
        </p>
      )}
      {heldBy && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {pendingRequestShipMessage(heldBy)}
        </p>
      )}
      {actions.includes('ship') && !heldBy && (
        <InvoiceForm
          action="ship"
          line={line}
          defaultCourier={shipping?.defaultCourier ?? null}
          label={`${line.orderItemTitle} 발송 처리`}
          submitLabel="발송 처리"
          busy={busy}
          onRequest={(body) => run('ship', body)}
        />
      )}
      {actions.includes('deliver') && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={adminSmallButtonClass} disabled={busy} onClick={deliver}>
            {busy && !correcting ? '처리 중…' : '배송 완료'}
          </button>
          {actions.includes('correctInvoice') && (
            <button
              ref={correctRef}
              type="button"
              className={adminSmallButtonClass}
              disabled={busy}
              aria-expanded={correcting}
              onClick={() => (correcting ? closeCorrection() : setCorrecting(true))}
            >
              송장 수정
            </button>
          )}
        </div>
      )}
      {correcting && actions.includes('correctInvoice') && (
        <InvoiceForm
          action="correctInvoice"
          line={line}
          label={`${line.orderItemTitle} 송장 수정`}
          submitLabel="송장 저장"
          busy={busy}
          focusOnOpen
          onRequest={(body) => run('correctInvoice', body)}
          onCancel={closeCorrection}
        />
      )}
      <p role="status" className="text-sm font-medium text-emerald-700">
        {notice}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </li>
  );
}
