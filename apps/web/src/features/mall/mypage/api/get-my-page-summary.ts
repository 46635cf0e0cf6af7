import type { MyPageSummary } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

export const myPageSummaryQueryKey = ['mall', 'mypage', 'summary'] as const;

/** What my page counts for the member: recent orders, downloadable contents, reviews, cart, applications. */
export function getMyPageSummary(signal?: AbortSignal): Promise<MyPageSummary> {
  return newApi<MyPageSummary>('/new_api/customer/mypage/summary', { signal });
}

export const myPageSummaryQueryOptions = () =>
  queryOptions({
    queryKey: myPageSummaryQueryKey,
    queryFn: ({ signal }) => getMyPageSummary(signal),
    // Counts change elsewhere (orders, downloads, reviews): fresh on every visit.
    staleTime: 0,
  });

export function useMyPageSummary() {
  return useQuery(myPageSummaryQueryOptions());
}
