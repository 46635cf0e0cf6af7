import { mallLimits, type ReviewList } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

/** One page of an item's reviews, 10 a page (GET /new_api/review/list). */
export function getReviews(itemId: number, page: number, signal?: AbortSignal): Promise<ReviewList> {
  const search = new URLSearchParams({
    itemId: String(itemId),
    page: String(page),
    size: String(mallLimits.reviewPageSize),
  });
  return newApi<ReviewList>(`/new_api/review/list?${search}`, { signal });
}

export const reviewsQueryOptions = (itemId: number, page: number) =>
  queryOptions({
    queryKey: [...catalogQueryKey, 'reviews', itemId, page],
    queryFn: ({ signal }) => getReviews(itemId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useReviews(itemId: number, page: number) {
  return useQuery(reviewsQueryOptions(itemId, page));
}
