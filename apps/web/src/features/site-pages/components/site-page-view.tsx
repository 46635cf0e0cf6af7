import type { SitePageSlug } from '@edu/shared';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSitePage } from '../api/get-site-page';
import { ContentPage } from './content-page';
import { SitePageBody } from './site-page-body';

type SitePageViewProps = {
  slug: SitePageSlug;
  /** The h1 until the page arrives (and if it cannot): the menu's label for it. */
  fallbackTitle: string;
  aside?: ReactNode;
  showUpdated?: boolean;
  /** Shown below the content (e.g. the app's buttons), whether or not the content came. */
  children?: ReactNode;
};

/** A whole content page: its title as the h1 and tab title, and its rich text. */
export function SitePageView({ slug, fallbackTitle, aside, showUpdated, children }: SitePageViewProps) {
  const query = useSitePage(slug);
  const title = query.data?.title || fallbackTitle;
  useDocumentTitle(title);
  return (
    <ContentPage title={title} aside={aside}>
      <SitePageBody query={query} showUpdated={showUpdated} />
      {children}
    </ContentPage>
  );
}
