import { type AdminReview, characterCount } from '@edu/shared';

/** A hidden review's reason is kept for the record: up to 200 characters, as the server counts them. */
export const hideReasonMax = 200;

export const reviewVisibilityMessages = {
  reasonRequired: '숨김 사유를 입력해 주세요.',
  reasonTooLong: `숨김 사유는 ${hideReasonMax}자 이내로 입력해 주세요.`,
  confirmShow: '리뷰를 다시 보이게 하시겠습니까?',
} as const;

/** The body of PUT /api/admin/mall/reviews/{reviewId}/visibility. */
export type ReviewVisibilityBody = HideBody | { hidden: false };
type HideBody = { hidden: true; reason: string };

export type HideRequest = { ok: true; body: HideBody } | { ok: false; problem: string };

/** Hiding needs a reason (trimmed, 1–200 characters). */
export function hideRequestOf(reason: string): HideRequest {
  const trimmed = reason.trim();
  if (!trimmed) return { ok: false, problem: reviewVisibilityMessages.reasonRequired };
  if (characterCount(trimmed) > hideReasonMax)
    return { ok: false, problem: reviewVisibilityMessages.reasonTooLong };
  return { ok: true, body: { hidden: true, reason: trimmed } };
}

/** Showing a hidden review again needs nothing more (its reason stays on the server for the record). */
export const showRequest: ReviewVisibilityBody = { hidden: false };

type ReviewFlags = Pick<AdminReview, 'deleted' | 'hidden' | 'hiddenReason'>;

/** What may be done with a review: hide a visible one, show a hidden one; its author's deletion is final. */
export type VisibilityAction = 'hide' | 'show';

export function visibilityActionOf(review: ReviewFlags): VisibilityAction | null {
  if (review.deleted) return null;
  return review.hidden ? 'show' : 'hide';
}

export const visibilityActionLabels: Record<VisibilityAction, string> = {
  hide: '숨기기',
  show: '다시 보이기',
};

/** The 상태 column: a label in an admin badge colour, and why it was hidden when it is. */
export type ReviewStatus = {
  label: '보임' | '숨김' | '작성자 삭제';
  tone: 'done' | 'error' | 'neutral';
  hiddenReason: string | null;
};

export function reviewStatusOf(review: ReviewFlags): ReviewStatus {
  // A restored review keeps its old reason on the server: it is shown only while the review is hidden.
  const hiddenReason = review.hidden ? review.hiddenReason || null : null;
  if (review.deleted) return { label: '작성자 삭제', tone: 'neutral', hiddenReason };
  if (review.hidden) return { label: '숨김', tone: 'error', hiddenReason };
  return { label: '보임', tone: 'done', hiddenReason: null };
}

/** The line said (role=status) once a change went through; it names the review, which may leave the list. */
export function visibilityDoneMessage(action: VisibilityAction, reviewTitle: string): string {
  return action === 'hide'
    ? `'${reviewTitle}' 리뷰를 숨겼습니다.`
    : `'${reviewTitle}' 리뷰를 다시 보이게 했습니다.`;
}
