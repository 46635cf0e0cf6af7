import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { officialAddressElsewhere, servedOfficialOrigin } from '@/lib/official-address';

/**
 * A bar on every page opened at another address than the site's official one (PUBLIC_URL): there phone
 * payments and social login cannot work, and without it they fail silently (issue 41 item 8). Links to
 * the same page at the official address.
 */
export function OfficialAddressNotice() {
  const location = useLocation();
  const official = useMemo(
    () => officialAddressElsewhere(window.location.origin, servedOfficialOrigin()),
    [],
  );
  if (!official) return null;
  const here = `${official}${location.pathname}${location.search}${location.hash}`;
  return (
    <div role="alert" className="border-amber-300 border-b bg-amber-50 px-4 py-3 text-amber-900 text-sm">
      <p className="mx-auto max-w-6xl">
        이 주소({window.location.origin})는 사이트의 공식 주소({official})가 아니어서 휴대폰 결제와 간편
        로그인이 동작하지 않습니다. 공식 주소로 열어 주세요.{' '}
        <a href={here} className="font-semibold underline">
          공식 주소로 열기
        </a>
      </p>
    </div>
  );
}
