import { isConfirmableLine, isReviewableLine, isShipped, type OrderDetail } from '@edu/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ItemThumbnail } from '@/features/mall/catalog/components/item-thumbnail';
import { ReviewButton, type ReviewTarget } from '@/features/mall/reviews/components/review-button';
import { formatWon } from '@/lib/format-won';
import { canReview } from '../lib/after-sale-rules';
import { deliveryStatusText, optionLineText } from '../lib/order-labels';
import { confirmationText } from '../lib/purchase-confirmation';
import { PurchaseConfirmButton } from './purchase-confirm-button';

type DeliveryGroup = OrderDetail['deliveryList'][number];
type OrderProduct = DeliveryGroup['orderProductList'][number];

type OrderDeliveryGroupProps = {
  group: DeliveryGroup;
  index: number;
  /** Given when the order may be reviewed: each paid line gets 리뷰 쓰기 or 리뷰 수정. */
  onReview?: (target: ReviewTarget) => void;
  /** Given where the buyer may confirm their purchase (the order detail): delivered lines get 구매확정. */
  confirmOid?: string;
};

/**
 * The goods of one brand shipped together: each with options, delivery state, invoice, 구매확정 (its date,
 * or the button once delivered) and its review button, then the group's totals.
 */
export function OrderDeliveryGroup({ group, index, onReview, confirmOid }: OrderDeliveryGroupProps) {
  const titleId = `delivery-group-${index}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white">
      <h3 id={titleId} className="border-b border-slate-100 px-4 py-3 font-semibold text-slate-900">
        {group.brandName}
      </h3>
      <ul className="divide-y divide-slate-100">
        {group.orderProductList.map((product) => (
          <ProductRow
            key={product.orderItemId}
            product={product}
            onReview={onReview}
            confirmOid={confirmOid}
          />
        ))}
      </ul>
      <div className="space-y-2 border-t border-slate-100 bg-slate-50 px-4 py-3 text-sm">
        {group.requestMessage && (
          <p className="text-slate-700">
            <span className="font-medium text-slate-900">배송 요청사항</span> {group.requestMessage}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          <Amount label="상품 금액" value={formatWon(group.originalPurchasePrice)} />
          <Amount
            label="할인"
            value={group.discountAmount > 0 ? `-${formatWon(group.discountAmount)}` : formatWon(0)}
          />
          <Amount label="배송비" value={group.deliveryFee === 0 ? '무료' : formatWon(group.deliveryFee)} />
          <Amount label="결제 금액" value={<strong>{formatWon(group.paidAmount)}</strong>} />
        </dl>
      </div>
    </section>
  );
}

function Amount({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

function ProductRow({
  product,
  onReview,
  confirmOid,
}: {
  product: OrderProduct;
  onReview?: (target: ReviewTarget) => void;
  confirmOid?: string;
}) {
  const confirmed = confirmationText(product);
  const reviewable =
    onReview &&
    canReview(product.orderStatus) &&
    isReviewableLine({ itemType: 'PRODUCT', deliveryStatus: product.deliveryStatus });
  const confirmable = confirmOid !== undefined && isConfirmableLine(product);
  // The courier is known from the order on, the invoice only once the goods leave: shown once shipped.
  const invoice =
    isShipped(product.deliveryStatus) && product.invoiceNumber
      ? [product.deliveryCompany, product.invoiceNumber].filter(Boolean).join(' ')
      : '';
  return (
    <li className="flex gap-3 px-4 py-4 sm:gap-4">
      <ItemThumbnail src={product.thumbnailLink} alt="" className="size-16 shrink-0 rounded-lg sm:size-20" />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={`/mall/view/${product.itemId}`}
          className="block font-medium break-words text-slate-900 hover:underline"
        >
          {product.orderItemTitle}
        </Link>
        {product.optionList.length > 0 && (
          <ul className="space-y-0.5 text-sm text-slate-600">
            {product.optionList.map((option, index) => (
              // Option lines have no id of their own; their order is the order's.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed list from the server
              <li key={index}>
                {optionLineText(option) || '옵션'} · {option.quantity}개
                {option.totalOptionPrice !== 0 && (
                  <span className="text-slate-500"> ({formatWon(option.totalOptionPrice)})</span>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-600">
          수량 {product.quantity}개 ·{' '}
          <strong className="text-slate-900">
            {product.isFree ? '무료' : formatWon(product.totalPrice)}
          </strong>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="font-medium text-brand-700">{deliveryStatusText(product.deliveryStatus)}</span>
          {invoice && <span className="text-slate-600">송장 {invoice}</span>}
          {confirmed && <span className="font-medium text-emerald-700">{confirmed}</span>}
        </p>
      </div>
      {(reviewable || confirmable) && (
        <div className="flex shrink-0 flex-col items-stretch gap-2 self-center">
          {confirmable && confirmOid !== undefined && (
            <PurchaseConfirmButton
              oid={confirmOid}
              orderItemId={product.orderItemId}
              itemTitle={product.orderItemTitle}
            />
          )}
          {reviewable && (
            <ReviewButton
              target={{
                orderItemId: product.orderItemId,
                reviewId: product.reviewId,
                itemTitle: product.orderItemTitle,
              }}
              onReview={onReview}
            />
          )}
        </div>
      )}
    </li>
  );
}
