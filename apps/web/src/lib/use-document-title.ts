import { siteInfo } from '@edu/shared';
import { useEffect } from 'react';

/** The site's name, as the server's <title> of a page names it too (platform/http/page-preview.ts). */
export const siteTitle = siteInfo.name;

/** Sets the tab title to "<page> | 하나바이블 교회교육" while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
  }, [pageTitle]);
}
