import { useEffect } from 'react';

export const siteTitle = '하나바이블 교회교육';

/** Sets the tab title to "<page> | 하나바이블 교회교육" while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
  }, [pageTitle]);
}
