import type { PostList, PostSearchType } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

export type PostListRequest = {
  /** 0 = every board. */
  boardId: number;
  page: number;
  searchType?: PostSearchType;
  searchText?: string;
};

export const postsQueryKey = ['community', 'posts'] as const;

/** One page of a board (GET /new_api/post/list): pinned posts first, then the newest. */
export function getPosts(request: PostListRequest, signal?: AbortSignal): Promise<PostList> {
  const search = new URLSearchParams({ boardId: String(request.boardId), page: String(request.page) });
  if (request.searchText) {
    search.set('searchType', request.searchType ?? 'title');
    search.set('searchText', request.searchText);
  }
  return newApi<PostList>(`/new_api/post/list?${search}`, { signal });
}

export const postsQueryOptions = (request: PostListRequest) =>
  queryOptions({
    queryKey: [...postsQueryKey, request],
    queryFn: ({ signal }) => getPosts(request, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function usePosts(request: PostListRequest) {
  return useQuery(postsQueryOptions(request));
}
