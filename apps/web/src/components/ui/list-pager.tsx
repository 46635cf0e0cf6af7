import type { PageInfo } from '@edu/shared';
import { LinkPager } from '@/components/ui/link-pager';
import { pagerNeighbours, pagerPages } from '@/lib/pager';

/** Page links from the server's page info (?page=N, the other query values kept). */
export function ListPager({ pageInfo }: { pageInfo: PageInfo }) {
  const { previous, following } = pagerNeighbours(pageInfo);
  return (
    <LinkPager
      current={pageInfo.page}
      pages={pagerPages(pageInfo)}
      previous={previous}
      following={following}
    />
  );
}
