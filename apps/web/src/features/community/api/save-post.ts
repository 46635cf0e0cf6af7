import type { PostEdit } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

/**
 * Writes or edits a post (POST /new_api/post/edit, multipart: the `json` part, an optional `thumbnail`
 * and the new `attachments`; the stored files to drop ride in the JSON's removeAttachmentIds).
 */
export function savePost({
  post,
  thumbnail,
  attachments = [],
}: {
  post: PostEdit;
  thumbnail: File | null;
  attachments?: File[];
}): Promise<number> {
  const form = new FormData();
  form.append('json', JSON.stringify(post));
  if (thumbnail) form.append('thumbnail', thumbnail);
  for (const file of attachments) form.append('attachments', file);
  return newApi<{ postId: number }>('/new_api/post/edit', { method: 'POST', body: form }).then(
    (answer) => answer.postId,
  );
}

/** The save, refreshing every list and the saved post. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['community'] }),
  });
}

/** Uploads an image of the editor (POST /new_api/post/desc-image/new) and answers its public path. */
export function uploadPostImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return newApi<{ uploadPath: string }>('/new_api/post/desc-image/new', { method: 'POST', body: form }).then(
    (answer) => answer.uploadPath,
  );
}
