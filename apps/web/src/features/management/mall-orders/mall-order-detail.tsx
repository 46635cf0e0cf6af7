import {
  type AdminOrderDetail,
  formatPhone,
  orderPayMethodLabel,
  receiptOrganisationText,
} from '@edu/shared';
import { useId } from 'react';
import { NewWindowMark } from '@/components/ui/new-window-mark';
import { InfoList, orderStatusText, PaymentInfoList } from '@/features/mall';
import { formatWon } from '@/lib/format-won';
import { adminBadgeClass } from '../components/admin-styles';
import { DetailSection } from './detail-section';
import { ExtraChargeSection } from './extra-charge-section';
import { escrowFacts } from './lib/escrow-facts';
import { orderStatusTone } from './lib/status-tones';
import { OrderLineDelivery } from './order-line-delivery';

type DeliveryGroup = AdminOrderDetail['deliveryList'][number];

const addressOf = (zipCode: string, address: string, detailed: string) =>
  [zipCode && `(${zipCode})`, address, detailed].filter(Boolean).join(' ') || '-';

const StatusBadge = ({ status }: { status: string }) => (
  <span className={adminBadgeClass[orderStatusTone(status)]}>{orderStatusText(status)}</span>
);

/**
 * One order for the administration: who bought it and where it goes, its goods by shipment with their
 * delivery actions, its contents, how it was paid and every payment of it, its escrow (구매안전서비스)
 * when it was paid through one, and (for a paid order with none yet) the form asking the buyer for an
 * extra charge.
 */
export function MallOrderDetail({ order }: { order: AdminOrderDetail }) {
  const buyer = order.orderBuyer;
  const shipping = order.shipping;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DetailSection title="주문 정보">
        <InfoList
          items={[
            { label: '주문번호', value: <span className="font-mono text-xs">{order.oid}</span> },
            { label: '주문일시', value: order.orderDate },
            { label: '상품', value: order.goodname },
            { label: '주문 상태', value: <StatusBadge status={order.orderStatus} /> },
            order.confirm_date ? { label: '결제 확인', value: order.confirm_date } : null,
            { label: '회원', value: `${order.member.name} (${order.member.uid})` },
            {
              label: '거래명세서',
              value: (
                <a
                  href={`/management/mall-orders/${encodeURIComponent(order.oid)}/statement`}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 hover:underline"
                >
                  거래명세서 출력
                  <NewWindowMark />
                </a>
              ),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title="주문자">
        <InfoList
          items={[
            { label: '이름', value: buyer.buyerName || '-' },
            { label: '연락처', value: buyer.buyerTel ? formatPhone(buyer.buyerTel) : '-' },
            { label: '이메일', value: buyer.buyerEmail || '-' },
            order.receiptOrganisation
              ? { label: '영수증 명의', value: receiptOrganisationText(order.receiptOrganisation) }
              : null,
            buyer.buyerAddress || buyer.buyerZipCode
              ? {
                  label: '주소',
                  value: addressOf(buyer.buyerZipCode, buyer.buyerAddress, buyer.buyerDetailedAddress),
                }
              : null,
          ]}
        />
      </DetailSection>
      {shipping && (
        <DetailSection title="배송지">
          <InfoList
            items={[
              { label: '받는 분', value: shipping.shippingName || '-' },
              { label: '연락처', value: shipping.shippingPhone ? formatPhone(shipping.shippingPhone) : '-' },
              {
                label: '주소',
                value: addressOf(shipping.zipCode, shipping.address, shipping.detailedAddress),
              },
              { label: '배송 메모', value: shipping.shippingMemo || '-' },
            ]}
          />
        </DetailSection>
      )}
      {order.deliveryList.length > 0 && (
        <DetailSection title="배송 상품" full>
          {order.deliveryList.map((group) => (
            <DeliveryGroupCard key={group.warehouseId} group={group} lineShipping={order.lineShipping} />
          ))}
        </DetailSection>
      )}
      {order.contentList.length > 0 && (
        <DetailSection title="콘텐츠" full>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {order.contentList.map((content) => (
              <li key={content.orderItemId} className="px-4 py-3 text-sm">
                <p className="font-medium break-words text-slate-900">{content.orderItemTitle}</p>
                <p className="text-slate-600">
                  {[content.licenseName, content.isFree ? '무료' : formatWon(content.sellingPrice)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      <DetailSection title="결제 정보">
        <InfoList
          items={[
            { label: '상품 금액', value: formatWon(order.totalOrderRegularPrice) },
            order.totalOrderDiscountAmount > 0 && {
              label: '할인',
              value: `-${formatWon(order.totalOrderDiscountAmount)}`,
            },
            { label: '배송비', value: formatWon(order.totalOrderDeliveryFee) },
          ]}
        />
        <PaymentInfoList order={order} />
      </DetailSection>
      {order.escrow && (
        <DetailSection title="에스크로">
          <InfoList items={escrowFacts(order.escrow)} />
        </DetailSection>
      )}
      <DetailSection title="결제 내역" full>
        <PaymentList payments={order.paymentList} />
      </DetailSection>
      <ExtraChargeSection key={order.oid} order={order} />
    </div>
  );
}

/** The goods of one warehouse shipped together, with the buyer's request for them. */
function DeliveryGroupCard({
  group,
  lineShipping,
}: {
  group: DeliveryGroup;
  lineShipping: AdminOrderDetail['lineShipping'];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200">
      <h4 id={id} className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-900">
        {group.brandName}
      </h4>
      <p className="border-b border-slate-100 bg-slate-50 px-4 py-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">배송 요청사항</span> {group.requestMessage || '없음'}
      </p>
      <ul className="divide-y divide-slate-100">
        {group.orderProductList.map((line) => (
          <OrderLineDelivery
            key={line.orderItemId}
            line={line}
            shipping={lineShipping.find((entry) => entry.orderItemId === line.orderItemId)}
          />
        ))}
      </ul>
      <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">
        상품 {formatWon(group.originalPurchasePrice)}
        {group.discountAmount > 0 && ` · 할인 -${formatWon(group.discountAmount)}`} · 배송비{' '}
        {group.deliveryFee === 0 ? '무료' : formatWon(group.deliveryFee)} · 결제{' '}
        <strong className="text-slate-900">{formatWon(group.paidAmount)}</strong>
      </p>
    </section>
  );
}

/** The order's payments (the order and any extra charge), newest as the server sends them. */
function PaymentList({ payments }: { payments: AdminOrderDetail['paymentList'] }) {
  if (payments.length === 0) return <p className="text-sm text-slate-600">결제 내역이 없습니다.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {payments.map((payment) => (
        <li key={payment.oid} className="space-y-1 px-4 py-3 text-sm">
          <p className="font-medium break-words text-slate-900">{payment.goodName}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
            <span>{payment.payDate}</span>
            <span aria-hidden="true">·</span>
            <span>{orderPayMethodLabel(payment.payMethod)}</span>
            <strong className="text-slate-900">{formatWon(payment.paidAmount)}</strong>
            <StatusBadge status={payment.orderStatus} />
          </p>
          <p className="font-mono text-xs break-all text-slate-500">
            {payment.oid}
            {payment.tid && ` · ${payment.tid}`}
          </p>
          {payment.receipt && (
            <a
              className="inline-block text-xs font-medium text-blue-700 underline"
              href={`/api/admin/mall/receipt/${encodeURIComponent(payment.oid)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              영수증 보기<span className="sr-only"> ({payment.oid}, 새 창)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
