import {
  afterSaleLimits,
  afterSaleMessages,
  characterCount,
  isReviewRating,
  type ReviewEdit,
} from '@edu/shared';
import { reviewHtmlOf } from './review-html';

/** The longest review text the page takes: escaped as HTML it stays within the server's 20,000 characters. */
export const reviewTextMax = 3000;

/** What the writer gives: the stars (0 = none yet), the title and the plain text (sent as HTML paragraphs). */
export type ReviewDraft = { rating: number; title: string; content: string; photos: string[] };
export type ReviewField = 'rating' | 'title' | 'content';
export type ReviewProblem = { field: ReviewField; message: string };

/**
 * The first thing wrong with a review, with its alert, or null: in the form's order, the stars (1–5),
 * then the title and the content (spec §5: both required).
 */
export function firstReviewProblem({
  rating,
  title,
  content,
}: Pick<ReviewDraft, 'rating' | 'title' | 'content'>): ReviewProblem | null {
  if (!isReviewRating(rating)) return { field: 'rating', message: afterSaleMessages.reviewRatingRequired };
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
    rating: draft.rating,
    reviewTitle: draft.title.trim(),
    reviewDescription: reviewHtmlOf(draft.content),
    photoList: draft.photos,
  };
}
