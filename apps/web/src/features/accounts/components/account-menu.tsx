import { type FocusEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { BoxIcon, CartIcon, ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { useCartCount } from '@/features/mall';
import type { Account } from '../api/get-account';
import { useLogout } from '../hooks/use-logout';
import { cartLinkName, cartPath, isAdmin, memberMenuLinks } from './member-links';

const iconLinkClass =
  'relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700';

/** The logged-in member's corner of the top bar: id, quick icons and a dropdown ending with logout. */
export function AccountMenu({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const logout = useLogout();
  const cartCount = useCartCount(true);
  const panelId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => setOpen(false), [location.key]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    // The logout confirmation takes focus while it asks; stay open so "취소" hands focus back here.
    if (next && (event.currentTarget.contains(next) || next.closest('[role="alertdialog"]'))) return;
    setOpen(false);
  };

  return (
    <div className="flex items-center gap-1">
      <Link to="/mypage/contentsBox" aria-label="콘텐츠함" title="콘텐츠함" className={iconLinkClass}>
        <BoxIcon />
      </Link>
      <Link to={cartPath} aria-label={cartLinkName(cartCount)} title="장바구니" className={iconLinkClass}>
        <CartIcon />
        <CountBadge count={cartCount} />
      </Link>
      <Link to="/mypage" aria-label="마이페이지" title="마이페이지" className={iconLinkClass}>
        <UserIcon />
      </Link>
      {/* Closes the dropdown when focus leaves it or Escape is pressed inside it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a wrapper listening to its button and links. */}
      <div
        className="relative"
        onBlur={closeWhenFocusLeaves}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            event.currentTarget.querySelector('button')?.focus();
          }
        }}
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          <span className="sr-only">계정 메뉴: </span>
          {account.uid}
          <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <div id={panelId} hidden={!open} className="absolute top-full right-0 z-10 pt-2">
          <ul className="min-w-48 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
            {memberMenuLinks(isAdmin(account)).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-slate-200 pt-1">
              <button
                type="button"
                onClick={logout}
                className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
              >
                로그아웃
              </button>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
