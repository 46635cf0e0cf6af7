import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

/** Deletes a post (DELETE /new_api/post/delete/{postId}); the author or an administrator only. */
export function deletePost(postId: number): Promise<unknown> {
  return newApi<unknown>(`/new_api/post/delete/${postId}`, { method: 'DELETE' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, postId) => {
      queryClient.removeQueries({ queryKey: ['community', 'post', postId] });
      return queryClient.invalidateQueries({ queryKey: ['community', 'posts'] });
    },
  });
}
