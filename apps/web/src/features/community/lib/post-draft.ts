import { communityLimits, communityMessages, type PostSaveReason } from '@edu/shared';

export type PostDraft = { boardId: number | null; postTitle: string; postContent: string };

/** True when the editor's HTML shows something: text, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  return text.length > 0;
}

/** The input each problem is about: the form sends focus there after the message. */
export type PostDraftField = 'boardId' | 'postTitle' | 'postContent';

/**
 * The first page-side problem in the server's order (board, title, content), with the server's texts
 * and the field it is about, or null.
 */
export function draftProblemAt({
  boardId,
  postTitle,
  postContent,
}: PostDraft): { field: PostDraftField; message: string } | null {
  if (!boardId) return { field: 'boardId', message: communityMessages.boardRequired };
  if (!postTitle.trim()) return { field: 'postTitle', message: communityMessages.titleRequired };
  if (postTitle.trim().length > communityLimits.titleMaxLength)
    return { field: 'postTitle', message: communityMessages.titleTooLong };
  if (!hasVisibleContent(postContent))
    return { field: 'postContent', message: communityMessages.contentRequired };
  return null;
}

/**
 * The text to show when the save failed: the first of the server's reasons (spec §8), otherwise the
 * generic failure text.
 */
export function saveFailureMessage(error: unknown): string {
  // An ApiError carries the refusal's whole body (kept structural so this file stays free of the client).
  const body = (error as { body?: { reasons?: unknown } | null } | null)?.body;
  const first = Array.isArray(body?.reasons)
    ? (body.reasons[0] as Partial<PostSaveReason> | undefined)
    : undefined;
  return typeof first?.message === 'string' && first.message ? first.message : communityMessages.saveFailed;
}
