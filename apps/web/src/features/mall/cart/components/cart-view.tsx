import { type CartContent, type CartList, type CartProduct, cartTotals, orderMessages } from '@edu/shared';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';
import { formatWon } from '@/lib/format-won';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCart } from '../api/get-cart';
import { useCartSelection } from '../hooks/use-cart-selection';
import { useDeleteCartRows } from '../hooks/use-delete-cart-rows';
import { useLoadFailure } from '../hooks/use-load-failure';
import { usePaymentClosedNotice } from '../hooks/use-payment-closed-notice';
import { isOrderable, orderPath } from '../lib/cart-selection';
import { CartContentRow } from './cart-content-row';
import { CartEmpty } from './cart-empty';
import { CartOptionEditor } from './cart-option-editor';
import { CartSummary } from './cart-summary';
import { CartToolbar } from './cart-toolbar';
import { StoppedContents } from './stopped-contents';
import { WarehouseGroup } from './warehouse-group';

/** /mypage/cart: the goods and contents carts (spec §2 Cart), or why it cannot be read. */
export function CartView() {
  useDocumentTitle('장바구니');
  usePaymentClosedNotice();
  const cart = useCart();
  useLoadFailure(cart.error, orderMessages.cartLoadFailed);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      {cart.data ? (
        <CartPage cart={cart.data} />
      ) : (
        <>
          <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">장바구니</h1>
          <PageLoading label="장바구니를 불러오는 중…" />
        </>
      )}
    </section>
  );
}

function CartPage({ cart }: { cart: CartList }) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const selection = useCartSelection(cart);
  const deletion = useDeleteCartRows();
  const [editing, setEditing] = useState<CartProduct | null>(null);

  const warehouses = cart.productInfo.warehouses.filter((warehouse) => warehouse.products.length > 0);
  const contents = cart.contentInfo.contents.filter(isOrderable);
  const stopped = cart.contentInfo.contents.filter((content) => !isOrderable(content));
  const goodsCount = warehouses.reduce((total, warehouse) => total + warehouse.products.length, 0);
  const totals = useMemo(
    () =>
      cartTotals(
        { warehouses: cart.productInfo.warehouses, contents: cart.contentInfo.contents },
        selection.selectedSet,
      ),
    [cart, selection.selectedSet],
  );

  const deleteSelected = () => {
    if (selection.selected.length === 0) {
      void dialog.alert(orderMessages.selectToDelete);
      return;
    }
    const question = `선택한 ${selection.selected.length}개 항목을 장바구니에서 삭제하시겠습니까?`;
    void deletion.remove(selection.selected, question).then(keepFocus);
  };
  const deleteOne = (row: CartProduct | CartContent) => {
    const question = `${row.title}\n이 항목을 장바구니에서 삭제하시겠습니까?`;
    void deletion.remove([row.cartId], question).then(keepFocus);
  };
  // A deletion can take away the focused button (its row, or the toolbar of a cart now empty): focus
  // then goes to the page's heading instead of being lost.
  const keepFocus = (deleted: boolean) => {
    if (!deleted) return;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) heading.current?.focus();
    });
  };
  const order = () => {
    if (selection.selected.length === 0) {
      void dialog.alert(orderMessages.selectToOrder);
      return;
    }
    navigate(orderPath(selection.selected));
  };

  const title = (
    <h1
      ref={heading}
      tabIndex={-1}
      className="mb-6 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
    >
      장바구니
    </h1>
  );
  if (goodsCount === 0 && cart.contentInfo.contents.length === 0) {
    return (
      <>
        {title}
        <CartEmpty />
      </>
    );
  }

  return (
    <>
      {title}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-8">
          <CartToolbar
            selectedCount={selection.selected.length}
            orderableCount={selection.orderableCount}
            allSelected={selection.allSelected}
            onSelectAll={selection.toggleAll}
            onDeleteSelected={deleteSelected}
          />
          {goodsCount > 0 && (
            <section aria-labelledby="cart-goods" className="space-y-3">
              <SectionHeading id="cart-goods" title="상품" count={goodsCount} />
              {warehouses.map((warehouse) => (
                <WarehouseGroup
                  key={warehouse.warehouseId}
                  warehouse={warehouse}
                  totals={totals.warehouses.find((entry) => entry.warehouseId === warehouse.warehouseId)}
                  isSelected={(cartId) => selection.selectedSet.has(cartId)}
                  onSelect={selection.toggle}
                  onEdit={setEditing}
                  onDelete={deleteOne}
                />
              ))}
            </section>
          )}
          {contents.length > 0 && (
            <section aria-labelledby="cart-contents" className="space-y-3">
              <SectionHeading id="cart-contents" title="콘텐츠" count={contents.length} />
              <div className="rounded-2xl border border-slate-200 bg-white">
                <ul className="divide-y divide-slate-200 px-4">
                  {contents.map((content) => (
                    <CartContentRow
                      key={content.cartId}
                      content={content}
                      selection={{
                        selected: selection.selectedSet.has(content.cartId),
                        onSelect: (checked) => selection.toggle(content.cartId, checked),
                      }}
                    />
                  ))}
                </ul>
                <dl className="flex justify-end gap-2 rounded-b-2xl border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm">
                  <dt className="text-slate-600">콘텐츠 금액</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">
                    {formatWon(totals.contentOrderPurchasePrice)}
                  </dd>
                </dl>
              </div>
            </section>
          )}
          <StoppedContents contents={stopped} onDelete={deleteOne} />
        </div>
        <CartSummary totals={totals} selectedCount={selection.selected.length} onOrder={order} />
      </div>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="옵션/수량 변경"
      >
        {editing && (
          <CartOptionEditor
            cartId={editing.cartId}
            itemId={editing.itemId}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}

/** "상품 2개": the count beside the heading, not in its name (the section is called 상품). */
function SectionHeading({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <div className="flex items-baseline gap-2">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <span className="text-sm font-semibold text-slate-500">{count}개</span>
    </div>
  );
}
