import type { AdminReview } from '@edu/shared';
import { ReasonDialog } from '../components/reason-dialog';
import { hideReasonMax, hideRequestOf } from './lib/review-visibility';

type Props = {
  /** The review being hidden; null when closed. */
  review: AdminReview | null;
  busy: boolean;
  /** The server's refusal, said inside the dialog so the typed reason is not lost. */
  failure: string;
  onHide: (review: AdminReview, reason: string) => void;
  onClose: () => void;
};

/** Hiding a review from the item page: the reason (required, up to 200 characters) is kept for the record. */
export function HideReviewDialog({ review, busy, failure, onHide, onClose }: Props) {
  return (
    <ReasonDialog
      key={review?.reviewId}
      open={review !== null}
      title="리뷰 숨기기"
      summary={review && `${review.reviewTitle} · ${review.member.name} · ${review.itemTitle}`}
      label="숨김 사유"
      hint="숨긴 리뷰는 상품 페이지에 보이지 않으며, 사유는 관리 화면에만 남습니다."
      max={hideReasonMax}
      action="숨기기"
      busy={busy}
      failure={failure}
      check={(text) => {
        const request = hideRequestOf(text);
        return request.ok ? { ok: true, reason: request.body.reason } : request;
      }}
      onSubmit={(reason) => review && onHide(review, reason)}
      onClose={onClose}
    />
  );
}
