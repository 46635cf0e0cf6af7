import { limits } from '@edu/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { sideShortcuts, siteMenus } from '@/components/layout/site-menu';
import { CountBadge } from '@/components/ui/count-badge';
import { CloseIcon } from '@/components/ui/icons';
import type { Account } from '@/features/accounts/api/get-account';
import {
  cartLinkName,
  cartPath,
  isAdmin,
  memberMenuLinks,
  visitorLinks,
} from '@/features/accounts/components/member-links';
import { useLogout } from '@/features/accounts/hooks/use-logout';

type MobileMenuPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button, which gets focus back when the panel closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  account: Account | null;
  /** Items in the member's cart, shown on the 장바구니 entry. */
  cartCount: number;
  onLogin: () => void;
};

const linkClass = 'block rounded-lg px-3 py-2.5 text-[15px] text-slate-700 hover:bg-slate-100';
const shortcutClass =
  'block rounded-lg border border-slate-200 px-2 py-2.5 text-center text-sm font-semibold text-slate-700 hover:bg-slate-50';

/**
 * Slide-out menu of narrow screens (below 1024 px) with the same links as the desktop bar. Loaded on first use
 * (see MobileMenuButton).
 */
export function MobileMenuPanel({
  open,
  onOpenChange: setOpen,
  trigger,
  account,
  cartCount,
  onLogin,
}: MobileMenuPanelProps) {
  const logout = useLogout();
  // Set when the menu closes to open the login window: focus must go there, not back to the menu button.
  const handingOver = useRef(false);

  // Widening the window past the breakpoint swaps to the desktop bar: close the panel with it.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${limits.mobileBreakpoint}px)`);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [setOpen]);

  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (handingOver.current) handingOver.current = false;
            else trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-bold">전체 메뉴</Dialog.Title>
            <Dialog.Close
              aria-label="메뉴 닫기"
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto px-3 py-4">
            <section aria-label="계정" className="mb-4 rounded-xl bg-slate-50 p-3">
              {account ? (
                <>
                  <p className="px-3 pb-2 font-semibold text-slate-900">{account.uid} 님</p>
                  <ul>
                    <li>
                      <Link to="/mypage/contentsBox" onClick={close} className={linkClass}>
                        콘텐츠함
                      </Link>
                    </li>
                    {memberMenuLinks(isAdmin(account)).map((link) => (
                      <li key={link.to}>
                        {link.to === cartPath ? (
                          <Link
                            to={link.to}
                            onClick={close}
                            aria-label={cartLinkName(cartCount)}
                            className={linkClass}
                          >
                            {link.label}
                            <CountBadge count={cartCount} className="ml-2 inline-block align-middle" />
                          </Link>
                        ) : (
                          <Link to={link.to} onClick={close} className={linkClass}>
                            {link.label}
                          </Link>
                        )}
                      </li>
                    ))}
                    <li>
                      <button
                        type="button"
                        // The confirmation opens above the panel, so "취소" returns focus to this button.
                        onClick={async () => {
                          if (await logout()) close();
                        }}
                        className={`${linkClass} w-full text-left`}
                      >
                        로그아웃
                      </button>
                    </li>
                  </ul>
                </>
              ) : (
                <>
                  <button
                    type="button"
                    onClick={() => {
                      handingOver.current = true;
                      close();
                      onLogin();
                    }}
                    className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
                  >
                    로그인
                  </button>
                  <ul className="mt-2 flex flex-wrap justify-center gap-x-1 text-sm">
                    {visitorLinks.map((link) => (
                      <li key={link.to}>
                        <Link
                          to={link.to}
                          onClick={close}
                          className="block rounded px-2 py-2 text-slate-600 hover:underline"
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>

            <nav aria-label="전체 메뉴">
              <ul className="space-y-4">
                {siteMenus.map((menu) => (
                  <li key={menu.label}>
                    {menu.items ? (
                      <>
                        <p className="px-3 pb-1 text-sm font-bold text-brand-700">{menu.label}</p>
                        <ul>
                          {menu.items.map((item) => (
                            <li key={item.to}>
                              <Link to={item.to} onClick={close} className={linkClass}>
                                {item.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <Link to={menu.to} onClick={close} className={`${linkClass} font-bold text-slate-900`}>
                        {menu.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>

            <nav aria-label="바로가기" className="mt-6 border-t border-slate-200 pt-4">
              <ul className="grid grid-cols-3 gap-2">
                {sideShortcuts.map((shortcut) => (
                  <li key={shortcut.to}>
                    {shortcut.external ? (
                      <a href={shortcut.to} target="_blank" rel="noopener" className={shortcutClass}>
                        {shortcut.label}
                        <span className="sr-only"> (새 창)</span>
                      </a>
                    ) : (
                      <Link to={shortcut.to} onClick={close} className={shortcutClass}>
                        {shortcut.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
