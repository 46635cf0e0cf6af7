import type { PostDetail } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

export const postQueryKey = (postId: number) => ['community', 'post', postId] as const;

/** A post with its live comments (GET /new_api/post/{postId}); a secret post of someone else is refused with 032. */
export function getPost(postId: number, signal?: AbortSignal): Promise<PostDetail> {
  return newApi<PostDetail>(`/new_api/post/${postId}`, { signal });
}

export const postQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: postQueryKey(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    retry: false,
    // Each opening counts as a view on the server; no refetch when the window regains focus.
    refetchOnWindowFocus: false,
  });

export function usePost(postId: number, enabled = true) {
  return useQuery({ ...postQueryOptions(postId), enabled });
}
