import { type SitePage, type SitePageSlug, sitePages } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { adminSmallButtonClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { adminSitePagesQueryKey, getAdminSitePages } from './admin-site-pages-api';
import { SitePageForm } from './site-page-form';

const columns = ['페이지', '제목', '최종 수정', '관리'];

/**
 * The "사이트 페이지" tab: the site's content pages (Hana Bible, Bible school, ministry sharing, the app's
 * pages), each edited in place as rich text.
 */
export function Tab() {
  const [editing, setEditing] = useState<SitePageSlug | null>(null);
  const pages = useQuery({
    queryKey: adminSitePagesQueryKey,
    queryFn: ({ signal }) => getAdminSitePages(signal),
  });
  const stored = (slug: SitePageSlug): SitePage | undefined => pages.data?.find((page) => page.slug === slug);

  const entry = sitePages.find((page) => page.slug === editing);
  if (entry) {
    if (!pages.data) return <p className="py-8 text-center text-slate-500">불러오는 중…</p>;
    return (
      <SitePageForm
        key={entry.slug}
        entry={entry}
        page={stored(entry.slug)}
        onClose={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        하나바이블, 성경학교, 사역 나눔과 앱 화면의 내용입니다. 수정 버튼으로 고칩니다.
      </p>
      <AdminTable columns={columns} caption="사이트 페이지" error={pages.error}>
        {sitePages.map((entry) => {
          const page = stored(entry.slug);
          return (
            <tr key={entry.slug}>
              <td className={`${adminTdClass} whitespace-nowrap font-medium`}>{entry.label}</td>
              <td className={adminTdClass}>
                {page?.title ??
                  (pages.isPending ? '' : <span className="text-slate-500">저장된 내용 없음</span>)}
              </td>
              <td className={`${adminTdClass} whitespace-nowrap`}>
                {page ? formatDateTime(page.updated_date) : ''}
              </td>
              <td className={`${adminTdClass} space-x-2 whitespace-nowrap`}>
                <button
                  type="button"
                  className={adminSmallButtonClass}
                  disabled={!pages.data}
                  onClick={() => setEditing(entry.slug)}
                >
                  수정<span className="sr-only"> ({entry.label})</span>
                </button>
                <a
                  href={entry.path}
                  target="_blank"
                  rel="noopener"
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  페이지 보기<span className="sr-only"> ({entry.label}, 새 창)</span>
                </a>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}
