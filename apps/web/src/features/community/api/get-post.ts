import type { PostDetail } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

/** Reading a post to show it (a view, counted) or to edit it (not counted). */
type Purpose = 'view' | 'edit';

export const postQueryKey = (postId: number, purpose: Purpose = 'view') =>
  ['community', 'post', postId, purpose] as const;

/** A post with its live comments (GET /new_api/post/{postId}); a secret post of someone else is refused with 032. */
export function getPost(postId: number, purpose: Purpose, signal?: AbortSignal): Promise<PostDetail> {
  return newApi<PostDetail>(`/new_api/post/${postId}?purpose=${purpose}`, { signal });
}

export const postQueryOptions = (postId: number, purpose: Purpose = 'view') =>
  queryOptions({
    queryKey: postQueryKey(postId, purpose),
    queryFn: ({ signal }) => getPost(postId, purpose, signal),
    retry: false,
    // Each opening counts as a view on the server; no refetch when the window regains focus.
    refetchOnWindowFocus: false,
  });

export function usePost(postId: number, options: { purpose?: Purpose; enabled?: boolean } = {}) {
  return useQuery({ ...postQueryOptions(postId, options.purpose), enabled: options.enabled ?? true });
}
