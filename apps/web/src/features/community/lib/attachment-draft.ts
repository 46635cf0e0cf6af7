import { attachmentExtensions, communityLimits, communityMessages, fileExtensionOf } from '@edu/shared';

/** What the file picker offers: the extensions a post's attachment may have. */
export const attachmentAccept = attachmentExtensions.map((extension) => `.${extension}`).join(',');

/** The files chosen for a post and the stored ones it keeps, as the form holds them. */
export type AttachmentDraft = { added: File[]; removedIds: number[] };

/**
 * Why these files cannot be added to a post that keeps `kept` files, in the server's words, or null:
 * the count first, then each file's type by its name and its size (the server checks the bytes too).
 */
export function attachmentProblem(files: readonly File[], kept: number): string | null {
  if (kept + files.length > communityLimits.attachmentMaxFiles) return communityMessages.attachmentTooMany;
  for (const file of files) {
    const extension = fileExtensionOf(file.name);
    if (!(attachmentExtensions as readonly string[]).includes(extension))
      return communityMessages.attachmentType(file.name);
    if (file.size > communityLimits.attachmentMaxBytes)
      return communityMessages.attachmentTooLarge(file.name);
  }
  return null;
}
