import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { refreshAfterReview } from './save-review';

/** Deletes one's own review (DELETE /new_api/review/delete/{reviewId}). */
export function deleteReview(reviewId: number): Promise<unknown> {
  return newApi<unknown>(`/new_api/review/delete/${reviewId}`, { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReview, onSuccess: () => refreshAfterReview(queryClient) });
}
