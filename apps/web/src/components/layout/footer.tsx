import { siteInfo } from '@edu/shared';
import { Link } from 'react-router';

/** Site footer: who runs the site, how to reach them, the two policies and the textbook store. */
export function Footer() {
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
          <address className="space-y-1 not-italic">
            <p className="text-base font-bold text-slate-900">{siteInfo.organisation}</p>
            <p>
              대표자 {siteInfo.representative} <Divider /> 사업자등록번호 {siteInfo.businessNumber}{' '}
              <Divider /> 통신판매업신고 {siteInfo.mailOrderNumber}
            </p>
            <p>주소 {siteInfo.address}</p>
            <p>
              전화{' '}
              <a href={`tel:${siteInfo.phone}`} className="hover:underline">
                {siteInfo.phone}
              </a>{' '}
              <Divider /> 이메일{' '}
              <a href={`mailto:${siteInfo.email}`} className="hover:underline">
                {siteInfo.email}
              </a>
            </p>
          </address>
          <div>
            <p className="text-base font-bold text-slate-900">고객센터</p>
            <p className="mt-1 text-lg font-bold text-slate-900">{siteInfo.phone}</p>
            <p className="mt-1">{siteInfo.customerCentreHours}</p>
          </div>
        </div>
        <p className="mt-8 text-xs text-slate-600">© {siteInfo.organisation}. All rights reserved.</p>
      </div>
    </footer>
  );
}

function Divider() {
  return (
    <span aria-hidden="true" className="mx-1 text-slate-400">
      |
    </span>
  );
}
