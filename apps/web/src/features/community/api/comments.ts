import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { postQueryKey } from './get-post';

/** Adds a comment (POST /new_api/comment/new); members above level 1 only. */
export function createComment(request: { postId: number; commentContent: string }): Promise<unknown> {
  return newApi<unknown>('/new_api/comment/new', { method: 'POST', body: request });
}

/** Marks a comment deleted (DELETE /new_api/comment/delete/{commentId}); its author or an administrator. */
export function deleteComment(commentId: number): Promise<unknown> {
  return newApi<unknown>(`/new_api/comment/delete/${commentId}`, { method: 'DELETE' });
}

/** Comment add and delete on one post; both reload the post (its comments and their count). */
export function useCommentActions(postId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postQueryKey(postId) }),
      queryClient.invalidateQueries({ queryKey: ['community', 'posts'] }),
    ]);
  // Not awaited: the page clears the box as soon as the comment is saved, while the post reloads.
  const create = useMutation({ mutationFn: createComment, onSuccess: () => void refresh() });
  const remove = useMutation({ mutationFn: deleteComment, onSuccess: refresh });
  return { create, remove };
}
