import { orderMessages } from '@edu/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useDialog } from '@/components/ui/dialog-provider';
import { useOrderForm } from '../api/get-order-form';
import { parseCartIdSet } from '../lib/cart-id-set';
import { orderFormFailureOf } from '../lib/order-failures';
import { OrderForm } from './order-form';

/** The payment window was closed: it sends the payer back with ?payment=closed (or /order/close[d]). */
const closedStatuses = ['close', 'closed'];

/**
 * /order?cartIdSet=1,2,3 (also /order2 and /order/{paymentStatus}): loads the order form for the chosen
 * cart rows. Nothing orderable sends the payer back to the cart; a closed payment window is told once.
 */
export function OrderFormView() {
  const dialog = useDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const { paymentStatus } = useParams();
  const [search] = useSearchParams();
  const cartIdText = search.get('cartIdSet');
  const cartIdSet = useMemo(() => parseCartIdSet(cartIdText), [cartIdText]);
  const closed =
    closedStatuses.includes(search.get('payment') ?? '') || closedStatuses.includes(paymentStatus ?? '');
  const orderForm = useOrderForm(cartIdSet, cartIdSet.length > 0);

  const { refetch, error } = orderForm;

  // Each alert once, even when React runs the effects twice in development.
  const toldEmpty = useRef(false);
  const toldClosed = useRef(false);
  const toldError = useRef<unknown>(null);

  useEffect(() => {
    if (cartIdSet.length > 0 || toldEmpty.current) return;
    toldEmpty.current = true;
    void dialog.alert(orderMessages.noItemsToOrder).then(() => navigate('/mypage/cart', { replace: true }));
  }, [cartIdSet, dialog, navigate]);

  useEffect(() => {
    if (!closed || toldClosed.current) return;
    toldClosed.current = true;
    // Drop the marker from the address, so a reload does not tell it again, and read the form afresh.
    const rest = new URLSearchParams(search);
    rest.delete('payment');
    const pathname = paymentStatus ? '/order' : location.pathname;
    // Commas stay readable in the address (?cartIdSet=1,2,3), as the cart page writes them.
    const text = rest.toString().replaceAll('%2C', ',');
    navigate({ pathname, search: text ? `?${text}` : '' }, { replace: true });
    void dialog.alert(orderMessages.paymentCancelled).then(() => refetch());
  }, [closed, search, paymentStatus, location.pathname, dialog, navigate, refetch]);

  useEffect(() => {
    if (!error || toldError.current === error) return;
    toldError.current = error;
    const failure = orderFormFailureOf(error);
    void dialog.alert(failure.message).then(() => {
      if (failure.next === 'cart') navigate('/mypage/cart', { replace: true });
    });
  }, [error, dialog, navigate]);

  if (orderForm.data)
    return <OrderForm key={cartIdSet.join(',')} form={orderForm.data} onHoldExpired={() => refetch()} />;
  if (orderForm.isError || cartIdSet.length === 0) {
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-700">
          {cartIdSet.length === 0 ? orderMessages.noItemsToOrder : orderMessages.orderFormFailed}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {cartIdSet.length > 0 && (
            <button
              type="button"
              onClick={() => refetch()}
              className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              다시 시도
            </button>
          )}
          <Link
            to="/mypage/cart"
            className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            장바구니로
          </Link>
        </div>
      </div>
    );
  }
  return <PageLoading label="주문서를 불러오는 중…" />;
}
