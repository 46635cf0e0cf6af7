import type { PostImageCommand } from '@edu/shared';

/** The thumbnail being chosen on the write page: a new file, or the stored one marked for deletion. */
export type ThumbnailDraft = { file: File | null; remove: boolean };

/** Spec §4: UPDATE when a new file is chosen, DELETE when the delete toggle is on, otherwise nothing. */
export function postImageCommand({ file, remove }: ThumbnailDraft): PostImageCommand | null {
  if (file) return 'UPDATE';
  if (remove) return 'DELETE';
  return null;
}

/** Extensions the thumbnail picker takes (spec §5 "이미지 확장자만"); the server checks the content. */
export const thumbnailExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

export function hasImageExtension(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (thumbnailExtensions as readonly string[]).includes(extension);
}
