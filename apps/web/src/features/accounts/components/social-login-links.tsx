import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { wrongAddressNotice } from '@/lib/official-address';
import { returnPathOf } from '../utils/login-return';

const providers = [
  { name: 'naver', label: '네이버 로그인', className: 'bg-[#03C75A] text-black' },
  { name: 'kakao', label: '카카오 로그인', className: 'bg-[#FEE500] text-[#191919]' },
  { name: 'apple', label: 'Apple로 로그인', className: 'bg-black text-white' },
] as const;

/**
 * Naver, kakao and Apple login buttons, shared by the login window and the /login page. They are full
 * page navigations: the server runs the OAuth round trip and comes back to /{provider}LoginCheck,
 * which returns to the page the visitor was on (the login window), or from /login to the page that sent
 * them there (its ?returnTo=) or the home page.
 */
export function SocialLoginLinks() {
  const { pathname, search } = useLocation();
  const returnTo =
    pathname === '/login'
      ? returnPathOf(new URLSearchParams(search).get('returnTo'))
      : `${pathname}${search}`;
  const query = `?returnTo=${encodeURIComponent(returnTo)}`;
  const dialog = useDialog();
  // At another address than the official one the provider returns to the official address, where this
  // attempt is unknown ("간편 로그인 정보가 만료되었습니다"): say why before leaving (official-address.ts).
  const leaveIfOfficial = (event: MouseEvent<HTMLAnchorElement>) => {
    const wrongAddress = wrongAddressNotice();
    if (!wrongAddress) return;
    event.preventDefault();
    void dialog.alert(wrongAddress);
  };
  // On a phone "Apple로 로그인" takes two lines: the three buttons keep one height, their words centred.
  return (
    <div className="mt-4 grid grid-cols-3 gap-2">
      {providers.map(({ name, label, className }) => (
        <a
          key={name}
          href={`/api/oauth/${name}/start${query}`}
          onClick={leaveIfOfficial}
          className={`flex min-h-11 items-center justify-center break-keep rounded-lg px-2 py-2.5 text-center text-sm font-semibold hover:brightness-95 ${className}`}
        >
          {label}
        </a>
      ))}
    </div>
  );
}
