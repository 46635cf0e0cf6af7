import type { Review } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { reviewsQueryKey } from './query-keys';

/** One review, to edit it (GET /new_api/review/{reviewId}): title, HTML text and photo paths. */
export function getReview(reviewId: number, signal?: AbortSignal): Promise<Review> {
  return newApi<Review>(`/new_api/review/${reviewId}`, { signal });
}

export const reviewQueryOptions = (reviewId: number) =>
  queryOptions({
    queryKey: [...reviewsQueryKey, 'one', reviewId],
    queryFn: ({ signal }) => getReview(reviewId, signal),
    // Kept only while the dialog is open: each opening starts its form from the review as stored now.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

export function useReview(reviewId: number | null) {
  return useQuery({ ...reviewQueryOptions(reviewId ?? 0), enabled: reviewId !== null });
}
