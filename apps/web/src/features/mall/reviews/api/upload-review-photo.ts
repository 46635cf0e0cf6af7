import { useMutation } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

/** Stores one photo for a review (POST /new_api/review/desc-image/new, multipart `image`); answers its path. */
export function uploadReviewPhoto(image: File): Promise<{ path: string }> {
  const body = new FormData();
  body.append('image', image, image.name);
  return newApi<{ path: string }>('/new_api/review/desc-image/new', { method: 'POST', body });
}

export function useUploadReviewPhoto() {
  return useMutation({ mutationFn: uploadReviewPhoto });
}
