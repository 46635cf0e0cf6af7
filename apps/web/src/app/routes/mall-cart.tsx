import { CartView } from '@/features/mall/cart/components/cart-view';

/** /mypage/cart and /mypage/cart2 (login required): the goods and contents carts (?payment=closed after a closed payment window). */
export function MallCartPage() {
  return <CartView />;
}
