import { afterSaleLimits, afterSaleMessages, characterCount, type ReviewEdit } from '@edu/shared';
import { reviewHtmlOf } from './review-html';

/** The longest review text the page takes: escaped as HTML it stays within the server's 20,000 characters. */
export const reviewTextMax = 3000;

/** What the writer types: the title and the plain text (sent as HTML paragraphs). */
export type ReviewDraft = { title: string; content: string; photos: string[] };
export type ReviewField = 'title' | 'content';
export type ReviewProblem = { field: ReviewField; message: string };

/** The first thing wrong with a review, with its alert (spec §5: title and content required), or null. */
export function firstReviewProblem({
  title,
  content,
}: Pick<ReviewDraft, 'title' | 'content'>): ReviewProblem | null {
  const trimmed = title.trim();
  if (trimmed === '') return { field: 'title', message: afterSaleMessages.reviewTitleRequired };
  if (characterCount(trimmed) > afterSaleLimits.reviewTitleMax)
    return { field: 'title', message: `제목은 ${afterSaleLimits.reviewTitleMax}자 이내로 입력해 주세요.` };
  if (content.trim() === '') return { field: 'content', message: afterSaleMessages.reviewContentRequired };
  if (characterCount(content) > reviewTextMax)
    return { field: 'content', message: `내용은 ${reviewTextMax}자 이내로 입력해 주세요.` };
  return null;
}

/** The body of POST /new_api/review/edit: a new review without reviewId, a change with it. */
export function buildReviewEdit({
  reviewId,
  orderItemId,
  draft,
}: {
  reviewId: number | null;
  orderItemId: number;
  draft: ReviewDraft;
}): ReviewEdit {
  return {
    ...(reviewId === null ? {} : { reviewId }),
    orderItemId,
    reviewTitle: draft.title.trim(),
    reviewDescription: reviewHtmlOf(draft.content),
    photoList: draft.photos,
  };
}
