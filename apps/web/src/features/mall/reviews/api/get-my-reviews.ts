import { afterSaleLimits, type MyReviewList } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { reviewsQueryKey } from './query-keys';

type MyReviewsQuery = { page: number; memberIdx: number };

/** One page of the member's own reviews, 10 a page (GET /new_api/review/list?memberIdx=…). */
export function getMyReviews(
  { page, memberIdx }: MyReviewsQuery,
  signal?: AbortSignal,
): Promise<MyReviewList> {
  const search = new URLSearchParams({
    page: String(page),
    size: String(afterSaleLimits.pageSize),
    memberIdx: String(memberIdx),
  });
  return newApi<MyReviewList>(`/new_api/review/list?${search}`, { signal });
}

export const myReviewsQueryOptions = (query: MyReviewsQuery) =>
  queryOptions({
    queryKey: [...reviewsQueryKey, 'mine', query],
    queryFn: ({ signal }) => getMyReviews(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMyReviews(query: MyReviewsQuery, enabled: boolean) {
  return useQuery({ ...myReviewsQueryOptions(query), enabled });
}
