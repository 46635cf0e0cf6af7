import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { useAutoHideBar } from '@/components/layout/use-auto-hide-bar';
import { useAccount } from '@/features/accounts/api/get-account';
import { AccountMenu } from '@/features/accounts/components/account-menu';
import { MobileCartLink } from './mobile-cart-link';
import { MobileMenuButton } from './mobile-menu-button';

// The login window is fetched when first wanted (pointer over or focus on a login button), not with every page.
const loadLoginDialog = () => import('@/features/accounts/components/login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));

/**
 * The fixed top bar. It lives in app/ rather than components/layout because it composes the accounts feature
 * (session state, login window, member menu) with the site navigation.
 */
export function TopBar() {
  const { hidden, opaque, show } = useAutoHideBar();
  const { account, isPending } = useAccount();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginUsed, setLoginUsed] = useState(false);
  const openLogin = () => {
    setLoginUsed(true);
    setLoginOpen(true);
  };

  return (
    // The handlers only bring the hidden bar back: hover for the pointer, focus for the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: the banner itself is not a control.
    <header
      onMouseEnter={show}
      onFocus={show}
      className={`fixed inset-x-0 top-0 z-40 transition-[transform,background-color,box-shadow] duration-300 motion-reduce:transition-none print:static ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      } ${opaque ? 'bg-white shadow-sm' : 'bg-white/85 backdrop-blur'}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-6">
        <Link to="/main" className="flex shrink-0 items-baseline gap-1.5 rounded-lg py-1">
          <span className="text-xl font-black tracking-tight text-brand-700">하나바이블</span>{' '}
          <span className="text-sm font-semibold text-slate-600">교회교육</span>
        </Link>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden lg:block">
            {account ? (
              <AccountMenu account={account} />
            ) : (
              <button
                type="button"
                onClick={openLogin}
                onPointerEnter={loadLoginDialog}
                onFocus={loadLoginDialog}
                // Kept in place but unseen while the session is being checked, so nothing jumps.
                className={`rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${
                  isPending ? 'invisible' : ''
                }`}
              >
                로그인
              </button>
            )}
          </div>
          {account && <MobileCartLink />}
          <MobileMenuButton account={account} onLogin={openLogin} />
        </div>
      </div>
      {/* While the bar is hidden this strip at the top edge of the window catches the pointer to bring it back. */}
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 top-full h-3 ${hidden ? '' : 'pointer-events-none'}`}
      />
      {loginUsed && (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </header>
  );
}
