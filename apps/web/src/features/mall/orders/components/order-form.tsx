import { type OrderForm as OrderFormData, orderMessages } from '@edu/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { postcodeSearchName } from '@/components/form/address-fields';
import { FieldProblemScope, useFieldProblems } from '@/components/form/field-problem';
import { primaryButtonClass } from '@/components/form/form-styles';
import { ReceiptOrganisationFields } from '@/components/form/receipt-organisation-fields';
import { useDialog } from '@/components/ui/dialog-provider';
import {
  type CashReceiptDraft,
  cashReceiptDraftProblem,
  cashReceiptNumberInputName,
  cashReceiptRequestOf,
  initialCashReceiptDraft,
  PaymentTimeLimit,
  preferredDevice,
} from '@/features/payments';
import { extendOrderHold } from '../api/extend-order-hold';
import { usePlaceOrder } from '../api/place-order';
import { usePaymentLaunch } from '../hooks/use-payment-launch';
import { needsContentConsent, type OrderCheck, withContentConsent } from '../lib/content-consent';
import {
  initialDraft,
  isFreeOrder,
  type OrderDraft,
  withOrdererAsRecipient,
  withoutRecipient,
} from '../lib/order-draft';
import { placeOrderFailureOf } from '../lib/order-failures';
import { firstOrderProblem } from '../lib/order-form-checks';
import { buildPlaceOrderRequest, newOrderKey } from '../lib/pay-request';
import { ContentWithdrawalConsent, contentWithdrawalInputName } from './content-withdrawal-consent';
import { OrderFormGoods } from './order-form-goods';
import { OrderFormTotals } from './order-form-totals';
import { OrdererFields } from './orderer-fields';
import { PayMethodChoice, payMethodNameOf } from './pay-method-choice';
import { PaymentOverlay } from './payment-overlay';
import { ShippingFields } from './shipping-fields';

/** The input each checked field focuses after its alert (AddressFields names its own inputs). */
const inputNameOf: Record<OrderCheck['field'], string> = {
  buyerName: 'ordererName',
  buyerTel: 'ordererPhone',
  buyerEmail: 'ordererEmail',
  shippingName: 'recipientName',
  shippingPhone: 'recipientPhone',
  zipCode: 'zipCode',
  address: 'address',
  detailedAddress: 'detailedAddress',
  receiptOrgName: 'receiptOrgName',
  receiptOrgNumber: 'receiptOrgNumber',
  payMethod: 'gopaymethod',
  contentWithdrawal: contentWithdrawalInputName,
};

/**
 * The order form (spec §2 Order form, §5): goods and contents, orderer, shipping when goods are shipped,
 * totals and the payment method; checked in the spec's order, then placed once per order key and handed
 * to the provider's payment window (or completed at once when free).
 */
export function OrderForm({ form, onHoldExpired }: { form: OrderFormData; onHoldExpired: () => void }) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const [ownKey] = useState(newOrderKey);
  // After a closed payment window the next attempt pays the order that still holds the stock.
  const pending = form.pendingPayment;
  const orderKey = pending?.orderKey ?? ownKey;
  const [draft, setDraft] = useState(() => initialDraft(form));
  const [sameAsOrderer, setSameAsOrderer] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A second click before the first answer sends nothing (the order key would answer the same order anyway).
  const sending = useRef(false);
  const free = isFreeOrder(form);
  // An order holding a content needs the tick that its withdrawal ends with the download.
  const needsConsent = needsContentConsent(form);
  const [contentAgreed, setContentAgreed] = useState(false);
  const [cashReceipt, setCashReceipt] = useState<CashReceiptDraft>(initialCashReceiptDraft);
  // Coming back from the provider's mobile page with the browser's back button restores this page as it
  // was left: the frame goes, and the form may be sent again.
  const { opening, launch } = usePaymentLaunch(() => {
    sending.current = false;
  });

  const change = (partial: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...partial }));

  const changeSameAsOrderer = (checked: boolean) => {
    setSameAsOrderer(checked);
    setDraft((current) => (checked ? withOrdererAsRecipient(current, form) : withoutRecipient(current)));
  };

  const problems = useFieldProblems(formRef);
  /** The message, then focus on its field, marked until changed (the postcode search for the read-only address). */
  const alertAt = (field: OrderCheck['field'], message: string) =>
    problems.alertAt(
      inputNameOf[field],
      message,
      field === 'zipCode' || field === 'address' ? postcodeSearchName : inputNameOf[field],
    );
  const alertAtCashReceipt = (message: string) => problems.alertAt(cashReceiptNumberInputName, message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const consent = { needed: needsConsent, agreed: contentAgreed };
    const problem = withContentConsent(
      firstOrderProblem(draft, { needsShipping: form.needsShipping, free }),
      consent,
    );
    if (problem) return alertAt(problem.field, problem.message);
    const cashReceiptProblem = free
      ? undefined
      : cashReceiptDraftProblem(cashReceipt, payMethodNameOf(draft.payMethod));
    if (cashReceiptProblem) return alertAtCashReceipt(cashReceiptProblem);
    problems.reset();

    sending.current = true;
    const device = preferredDevice();
    try {
      const placed = await placeOrder.mutateAsync({
        device,
        request: {
          ...buildPlaceOrderRequest({ orderKey, form, draft, device }),
          contentWithdrawalAgreed: needsConsent && contentAgreed,
          ...(free ? {} : cashReceiptRequestOf(cashReceipt, payMethodNameOf(draft.payMethod))),
        },
      });
      if (placed.form) {
        // When the provider's script does not load, the order stands: trying again answers the same order.
        await launch(placed.form);
        return;
      }
      // Nothing to pay: the server completed the order at once (spec §4 "free").
      await dialog.alert(orderMessages.freeOrderDone);
      navigate(`/mypage/order_done/${encodeURIComponent(placed.oid)}`);
    } catch (error) {
      const failure = placeOrderFailureOf(error);
      await dialog.alert(failure.message);
      if (failure.next === 'cart') navigate('/mypage/cart');
      else if (failure.next === 'reload') window.location.reload();
    } finally {
      sending.current = false;
    }
  };

  const busy = placeOrder.isPending || opening;

  return (
    <FieldProblemScope problem={problems.problem} clear={problems.clear}>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="space-y-10">
          <OrderFormGoods
            warehouses={form.productInfo.warehouses}
            contents={form.contentInfo.contents}
            requestMessages={draft.requestMessages}
            onRequestMessageChange={(warehouseId, message) =>
              setDraft((current) => ({
                ...current,
                requestMessages: { ...current.requestMessages, [warehouseId]: message },
              }))
            }
          />
          <OrdererFields draft={draft} onChange={change} />
          {form.needsShipping && (
            <ShippingFields
              draft={draft}
              sameAsOrderer={sameAsOrderer}
              onSameAsOrdererChange={changeSameAsOrderer}
              onChange={change}
            />
          )}
          <ReceiptOrganisationFields value={draft} onChange={change} />
        </div>
        <aside
          aria-label="결제"
          className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
        >
          <OrderFormTotals form={form} />
          {free ? (
            <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              결제할 금액이 없는 주문입니다. 결제 없이 바로 주문이 완료됩니다.
            </p>
          ) : (
            <PayMethodChoice
              value={draft.payMethod}
              onChange={(payMethod) => change({ payMethod })}
              cashReceipt={{ value: cashReceipt, onChange: setCashReceipt }}
            />
          )}
          {needsConsent && <ContentWithdrawalConsent agreed={contentAgreed} onChange={setContentAgreed} />}
          {pending && (
            <PaymentTimeLimit
              hold={pending.hold}
              held="재고"
              extend={() => extendOrderHold(pending.oid)}
              onExpired={onHoldExpired}
            />
          )}
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? '주문하는 중…' : free ? '주문하기' : '결제하기'}
          </button>
        </aside>
      </form>
      {opening && <PaymentOverlay />}
    </FieldProblemScope>
  );
}
