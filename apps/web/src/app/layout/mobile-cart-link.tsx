import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { CartIcon } from '@/components/ui/icons';
import { cartLinkName, cartPath } from '@/features/accounts/components/member-links';
import { useCartCount } from '@/features/mall/cart/api/get-cart-count';

/** The member's cart beside ☰ on narrow screens, with its item count on it and in its name. */
export function MobileCartLink() {
  // The desktop bar's query: one request serves both, whichever bar is on screen.
  const cartCount = useCartCount(true);
  return (
    <Link
      to={cartPath}
      aria-label={cartLinkName(cartCount)}
      title="장바구니"
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
    >
      <CartIcon className="size-6" />
      <CountBadge count={cartCount} />
    </Link>
  );
}
