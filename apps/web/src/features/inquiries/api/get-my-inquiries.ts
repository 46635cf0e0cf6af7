import type { MyInquiryPage } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myInquiriesQueryKey = ['inquiries', 'mine'] as const;

/** One page of the logged-in member's inquiries, newest first (GET /api/qna/mine). */
export function getMyInquiries(page: number, signal?: AbortSignal): Promise<MyInquiryPage> {
  return api<MyInquiryPage>(`/api/qna/mine?page=${page}`, { signal });
}

export const myInquiriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myInquiriesQueryKey, page],
    queryFn: ({ signal }) => getMyInquiries(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useMyInquiries(page: number) {
  return useQuery(myInquiriesQueryOptions(page));
}
