import type { PostList } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postsQueryKey } from '@/features/community';
import { newApi } from '@/lib/api-client';
import type { MyPostQuery } from '../lib/my-post-query';

/**
 * One page of the member's own posts, 12 a page (GET /new_api/post/list with memberIdx; the server
 * allows only the caller's own idx). boardId 0 = every board.
 */
export function getMyPosts(
  memberIdx: number,
  { page, boardId }: MyPostQuery,
  signal?: AbortSignal,
): Promise<PostList> {
  const search = new URLSearchParams({
    page: String(page),
    memberIdx: String(memberIdx),
    boardId: String(boardId),
  });
  return newApi<PostList>(`/new_api/post/list?${search}`, { signal });
}

/** Under the community's posts key, so writing, editing or deleting a post refreshes this list too. */
export const myPostsQueryOptions = (memberIdx: number, query: MyPostQuery) =>
  queryOptions({
    queryKey: [...postsQueryKey, 'mine', memberIdx, query],
    queryFn: ({ signal }) => getMyPosts(memberIdx, query, signal),
    placeholderData: keepPreviousData,
  });

export function useMyPosts(memberIdx: number | null, query: MyPostQuery) {
  return useQuery({ ...myPostsQueryOptions(memberIdx ?? 0, query), enabled: memberIdx !== null });
}
