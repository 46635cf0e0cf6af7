import { useSearchParams } from 'react-router';
import { RangedList } from '@/features/mall/orders/components/ranged-list';
import { useOrderContents } from '../api/get-order-contents';
import { readContentListQuery } from '../lib/content-range';
import { ContentRow } from './content-row';

/**
 * The member's bought contents placed in a date range (default the last 14 days), 10 a page; the range
 * and page live in the address, so reload and back/forward show the same list.
 */
export function ContentBoxView() {
  const [search] = useSearchParams();
  const query = readContentListQuery(search);
  const contents = useOrderContents(query);

  return (
    <RangedList
      query={query}
      noun="콘텐츠"
      emptyText="조회 기간에 구매한 콘텐츠가 없습니다."
      loadingLabel="콘텐츠함을 불러오는 중…"
      list={contents}
      rowCount={contents.data?.orderContentList.length ?? 0}
    >
      {contents.data?.orderContentList.map((content) => (
        <ContentRow key={content.orderContentId} content={content} />
      ))}
    </RangedList>
  );
}
