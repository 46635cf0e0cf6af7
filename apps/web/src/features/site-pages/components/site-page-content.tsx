import type { SitePage } from '@edu/shared';
import { formatDate } from '@/lib/format-date';

/**
 * The body of a content page as the server stored it (HTML sanitised on the server, like the introduction
 * pages); embedded videos take the full width at 16:9.
 */
export function SitePageContent({ page, showUpdated = true }: { page: SitePage; showUpdated?: boolean }) {
  return (
    <>
      <div
        className="rich-text [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored HTML field.
        dangerouslySetInnerHTML={{ __html: page.contents }}
      />
      {showUpdated && page.updated_date && (
        <p className="mt-10 text-right text-sm text-slate-600">최종 수정일 {formatDate(page.updated_date)}</p>
      )}
    </>
  );
}
