import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import type { Account } from '@/features/accounts/api/get-account';
import { useCartCount } from '@/features/mall/cart/api/get-cart-count';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));

type MobileMenuButtonProps = { account: Account | null; onLogin: () => void };

/**
 * Hamburger button of narrow screens (the cart's count is on the cart link beside it). The panel's code
 * (a Radix dialog) is not part of the first page load: it is fetched when the button is first pointed at,
 * focused or pressed.
 */
export function MobileMenuButton({ account, onLogin }: MobileMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // For the menu's 장바구니 entry; the bars' query, so no request of its own.
  const cartCount = useCartCount(account !== null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="메뉴 열기"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={setOpen}
            trigger={buttonRef}
            account={account}
            cartCount={cartCount}
            onLogin={onLogin}
          />
        </Suspense>
      )}
    </>
  );
}
