import { formatPhone, type OrderDetail } from '@edu/shared';
import { isVirtualAccount } from '../lib/order-labels';
import { DepositNotice } from './deposit-notice';
import { InfoList } from './info-list';
import { OrderGoods } from './order-goods';
import { PaymentInfoList } from './payment-info-list';
import { ShippingInfoList } from './shipping-info-list';

const sectionTitleClass = 'text-lg font-bold text-slate-900';

/** The headline of a finished order page, by what the order's own status says. */
function headlineOf(order: OrderDetail, awaitingDeposit: boolean): { text: string; failed: boolean } {
  if (awaitingDeposit) return { text: '가상계좌가 발급되었습니다.', failed: false };
  if (order.orderStatus === 'PAY_FAIL') return { text: '결제에 실패했습니다.', failed: true };
  if (order.orderStatus === 'PAY_WAIT')
    return { text: '결제가 아직 확인되지 않았습니다. 주문 내역에서 상태를 확인해 주세요.', failed: false };
  return { text: '주문이 완료되었습니다.', failed: false };
}

/**
 * A placed order (spec §2 Order complete): oid, confirm date, amount, method, buyer and payment info,
 * and what was bought — the goods with where they go, the contents with their way into the content box;
 * an unpaid virtual account shows its bank, number, holder and deadline first and large; a failed
 * payment says why.
 */
export function OrderDoneSummary({ order }: { order: OrderDetail }) {
  const awaitingDeposit =
    isVirtualAccount(order) && order.confirm_date === null && order.paymentInfo !== null;
  const headline = headlineOf(order, awaitingDeposit);
  const buyer = order.orderBuyer;
  const shipping = order.shipping;
  return (
    <div className="space-y-8">
      <div role={headline.failed ? 'alert' : 'status'} className="space-y-1">
        <p className={`text-xl font-bold ${headline.failed ? 'text-red-700' : 'text-slate-900'}`}>
          {headline.text}
        </p>
        {headline.failed && order.failReason && <p className="text-slate-700">{order.failReason}</p>}
      </div>
      {awaitingDeposit && <DepositNotice order={order} />}
      <section aria-labelledby="order-facts-title" className="space-y-3">
        <h2 id="order-facts-title" className={sectionTitleClass}>
          주문 정보
        </h2>
        <InfoList
          items={[
            { label: '주문번호', value: order.oid },
            { label: '주문 일시', value: order.orderDate },
            {
              label: '주문 확정일',
              value: order.confirm_date ?? (awaitingDeposit ? '입금 확인 후 확정됩니다' : '-'),
            },
            { label: '주문자', value: buyer.buyerName },
            { label: '연락처', value: formatPhone(buyer.buyerTel) },
            { label: '이메일', value: buyer.buyerEmail },
          ]}
        />
      </section>
      <OrderGoods order={order} />
      {shipping && (
        <section aria-labelledby="order-shipping-title" className="space-y-3">
          <h2 id="order-shipping-title" className={sectionTitleClass}>
            배송지
          </h2>
          <ShippingInfoList shipping={shipping} />
        </section>
      )}
      <section aria-labelledby="order-payment-title" className="space-y-3">
        <h2 id="order-payment-title" className={sectionTitleClass}>
          결제 정보
        </h2>
        <PaymentInfoList order={order} withAccount={!awaitingDeposit} />
      </section>
    </div>
  );
}
