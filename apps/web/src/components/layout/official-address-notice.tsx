import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { officialAddressElsewhere, servedOfficialOrigin, wrongAddressText } from '@/lib/official-address';

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
        {wrongAddressText(window.location.origin, official)}{' '}
        <a href={here} className="font-semibold underline">
          공식 주소로 열기
        </a>
      </p>
    </div>
  );
}
