import {
  type CartContent,
  type CartProduct,
  type CartWarehouse,
  groupDigits,
  orderLimits,
} from '@edu/shared';
import { Link } from 'react-router';
import { inputClass, labelClass } from '@/components/form/form-styles';
import { simpleQuantityOf } from '@/features/mall/cart/lib/cart-edit-request';
import { cartOptionLabel } from '@/features/mall/cart/lib/cart-labels';
import { ItemThumbnail } from '@/features/mall/catalog/components/item-thumbnail';
import { formatWon } from '@/lib/format-won';

type OrderFormGoodsProps = {
  warehouses: CartWarehouse[];
  contents: CartContent[];
  requestMessages: Record<number, string>;
  onRequestMessageChange: (warehouseId: number, message: string) => void;
};

/** The chosen goods by warehouse (each with its delivery fee and 배송 요청사항) and the chosen contents. */
export function OrderFormGoods({
  warehouses,
  contents,
  requestMessages,
  onRequestMessageChange,
}: OrderFormGoodsProps) {
  return (
    <section aria-labelledby="order-goods-title" className="space-y-4">
      <h2 id="order-goods-title" className="text-lg font-bold text-slate-900">
        주문 상품
      </h2>
      {warehouses.map((warehouse) => (
        <WarehouseGroup
          key={warehouse.warehouseId}
          warehouse={warehouse}
          requestMessage={requestMessages[warehouse.warehouseId] ?? ''}
          onRequestMessageChange={(message) => onRequestMessageChange(warehouse.warehouseId, message)}
        />
      ))}
      {contents.length > 0 && (
        <section
          aria-labelledby="order-contents-title"
          className="rounded-2xl border border-slate-200 bg-white"
        >
          <h3
            id="order-contents-title"
            className="border-b border-slate-100 px-4 py-3 font-semibold text-slate-900"
          >
            콘텐츠
          </h3>
          <ul className="divide-y divide-slate-100">
            {contents.map((content) => (
              <ContentRow key={content.cartId} content={content} />
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

function WarehouseGroup({
  warehouse,
  requestMessage,
  onRequestMessageChange,
}: {
  warehouse: CartWarehouse;
  requestMessage: string;
  onRequestMessageChange: (message: string) => void;
}) {
  const titleId = `warehouse-${warehouse.warehouseId}-title`;
  const fee = warehouse.productOrderDeliveryFee;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-4 py-3">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {warehouse.name} 배송
        </h3>
        {warehouse.deliveryCompany && (
          <span className="text-sm text-slate-500">{warehouse.deliveryCompany}</span>
        )}
      </header>
      <ul className="divide-y divide-slate-100">
        {warehouse.products.map((product) => (
          <ProductRow key={product.cartId} product={product} />
        ))}
      </ul>
      <div className="space-y-3 border-t border-slate-100 bg-slate-50 px-4 py-3 text-sm">
        <p className="flex flex-wrap justify-between gap-2">
          <span className="text-slate-600">
            상품 {formatWon(warehouse.productOrderPurchasePrice)} + 배송비{' '}
            {fee === 0 ? '무료' : formatWon(fee)}
          </span>
          <strong className="text-slate-900">{formatWon(warehouse.productOrderPurchasePrice + fee)}</strong>
        </p>
        {fee > 0 && warehouse.deliveryFreeOption > 0 && (
          <p className="text-xs text-slate-500">
            이 출고지 상품을 {formatWon(warehouse.deliveryFreeOption)} 넘게 구매하시면 배송비가 무료입니다.
          </p>
        )}
        <label className={labelClass}>
          배송 요청사항
          <input
            name={`requestMessage-${warehouse.warehouseId}`}
            value={requestMessage}
            onChange={(event) => onRequestMessageChange(event.target.value)}
            maxLength={orderLimits.requestMessageMax}
            placeholder={`${orderLimits.requestMessageMax}자 이내 (선택)`}
            className={`${inputClass} bg-white`}
          />
        </label>
      </div>
    </section>
  );
}

/** A cart option line as the order shows it: as the cart shows it (path and texts), or just the quantity. */
function optionLabel(option: CartProduct['cartOptionList'][number]): string {
  if (option.type === null) return '수량';
  return cartOptionLabel(option) || '옵션';
}

function ProductRow({ product }: { product: CartProduct }) {
  const discounted = product.regularPrice > product.purchasePrice;
  return (
    <li className="flex gap-3 px-4 py-4 sm:gap-4">
      <Link to={`/mall/view/${product.itemId}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ItemThumbnail src={product.thumbnailLink} alt="" className="size-16 rounded-lg sm:size-20" />
      </Link>
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={`/mall/view/${product.itemId}`}
          className="block font-medium break-words text-slate-900 hover:underline"
        >
          {product.title}
        </Link>
        {product.hasOptions ? (
          <ul className="space-y-0.5 text-sm text-slate-600">
            {product.cartOptionList.map((option) => (
              <li key={option.cartOptionId}>
                {optionLabel(option)} · {groupDigits(option.quantity)}개
                {option.type !== null && <span className="text-slate-500"> ({formatWon(option.price)})</span>}
              </li>
            ))}
          </ul>
        ) : (
          // A product without options keeps its count on the row, not in a line (as the cart shows it).
          <p className="text-sm text-slate-600">수량 {groupDigits(simpleQuantityOf(product))}개</p>
        )}
      </div>
      <p className="shrink-0 text-right text-sm">
        {discounted && (
          <span className="block text-slate-600 line-through">
            <span className="sr-only">정가 </span>
            {formatWon(product.regularPrice)}
          </span>
        )}
        <strong className="text-slate-900">
          {product.isFree ? '무료' : formatWon(product.purchasePrice)}
        </strong>
      </p>
    </li>
  );
}

function ContentRow({ content }: { content: CartContent }) {
  const discounted = content.regularPrice > content.purchasePrice;
  return (
    <li className="flex gap-3 px-4 py-4 sm:gap-4">
      <Link to={`/mall/view/${content.itemId}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ItemThumbnail src={content.thumbnailLink} alt="" className="size-16 rounded-lg sm:size-20" />
      </Link>
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={`/mall/view/${content.itemId}`}
          className="block font-medium break-words text-slate-900 hover:underline"
        >
          {content.title}
        </Link>
        {content.licenseName && <p className="text-sm text-slate-600">라이선스: {content.licenseName}</p>}
      </div>
      <p className="shrink-0 text-right text-sm">
        {discounted && (
          <span className="block text-slate-600 line-through">
            <span className="sr-only">정가 </span>
            {formatWon(content.regularPrice)}
          </span>
        )}
        <strong className="text-slate-900">
          {content.isFree ? '무료' : formatWon(content.purchasePrice)}
        </strong>
      </p>
    </li>
  );
}
