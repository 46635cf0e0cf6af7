import { defaultBusinessDetails, ftcBusinessInfoUrl, siteInfo } from '@edu/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBusinessDetails } from '@/features/site-settings';

/**
 * Site footer: who runs the site and how to reach them (the business details an administrator keeps,
 * as the e-commerce law asks), the two policies and the textbook store.
 */
export function Footer() {
  const { data, isPending } = useBusinessDetails();
  // Until the details arrive the defaults hold their place unseen, so nothing moves when they do; if
  // they cannot be read at all, the defaults are shown.
  const details = data ?? defaultBusinessDetails;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="약관 및 정책">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 font-semibold text-slate-800">
            <li>
              <Link to="/policy/info" className="hover:underline">
                개인정보처리방침
              </Link>
            </li>
            <li>
              <Link to="/policy/guide" className="hover:underline">
                이용약관
              </Link>
            </li>
            <li>
              <a href={siteInfo.textbookStoreUrl} target="_blank" rel="noopener" className="hover:underline">
                교재 구매<span className="sr-only"> (새 창)</span>
              </a>
            </li>
          </ul>
        </nav>
        <div className="mt-6 grid gap-6 md:grid-cols-[2fr_1fr]">
          <address aria-busy={isPending} className={`space-y-1 not-italic ${isPending ? 'invisible' : ''}`}>
            <p className="text-base font-bold text-slate-900">{details.organisation}</p>
            <FactLine>
              <Item>대표자 {details.representative}</Item>
              <Divider />
              <Item>
                사업자등록번호 {details.businessNumber}{' '}
                <a
                  href={ftcBusinessInfoUrl(details)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ml-0.5 inline-block rounded border border-slate-300 bg-white px-1.5 text-xs leading-5 font-medium text-slate-700 hover:border-slate-400 hover:text-slate-900"
                >
                  사업자정보확인<span className="sr-only"> (공정거래위원회, 새 창)</span>
                </a>
              </Item>
              <Divider />
              <Item>통신판매업신고 {details.mailOrderNumber}</Item>
            </FactLine>
            <p>주소 {details.address}</p>
            <FactLine>
              <Item>
                전화{' '}
                <a href={`tel:${details.phone}`} className="hover:underline">
                  {details.phone}
                </a>
              </Item>
              <Divider />
              <Item>
                이메일{' '}
                <a href={`mailto:${details.email}`} className="hover:underline">
                  {details.email}
                </a>
              </Item>
            </FactLine>
            <p>호스팅 서비스 제공자 {details.hostingProvider}</p>
          </address>
          <div className={isPending ? 'invisible' : undefined}>
            <p className="text-base font-bold text-slate-900">고객센터</p>
            <p className="mt-1 text-lg font-bold text-slate-900">{details.phone}</p>
            <p className="mt-1">{details.customerCentreHours}</p>
          </div>
        </div>
        <p className={`mt-8 text-xs text-slate-600 ${isPending ? 'invisible' : ''}`}>
          © {details.organisation}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/**
 * A line of facts. A narrow screen breaks it between facts, never inside one, and spaces them instead of
 * dividing them, so no divider is left hanging at a line's end.
 */
function FactLine({ children }: { children: ReactNode }) {
  return <p className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:gap-x-0">{children}</p>;
}

/** One fact of a line. */
function Item({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

function Divider() {
  return (
    <span aria-hidden="true" className="mx-2 hidden text-slate-400 sm:inline">
      |
    </span>
  );
}
