import type { ReviewDialogProps } from './review-dialog';

/** What the review dialog needs to know about the line: the order line, its review if any, its title. */
export type ReviewTarget = Pick<ReviewDialogProps, 'orderItemId' | 'reviewId' | 'itemTitle'>;

/** 리뷰 쓰기 on a bought line without a review, 리뷰 수정 on one with it. */
export function ReviewButton({
  target,
  onReview,
}: {
  target: ReviewTarget;
  onReview: (target: ReviewTarget) => void;
}) {
  const text = target.reviewId === null ? '리뷰 쓰기' : '리뷰 수정';
  return (
    <button
      type="button"
      onClick={() => onReview(target)}
      aria-label={`${target.itemTitle} ${text}`}
      aria-haspopup="dialog"
      className="shrink-0 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
    >
      {text}
    </button>
  );
}
