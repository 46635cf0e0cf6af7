import type { AdminReview } from '@edu/shared';
import type { MouseEvent } from 'react';
import { ReviewStars } from '@/features/mall';
import { adminDangerButtonClass, adminSmallButtonClass, adminTdClass } from '../components/admin-styles';
import { ItemLink } from './item-link';
import { visibilityActionLabels, visibilityActionOf } from './lib/review-visibility';
import { ReviewStatusBadge } from './review-status-badge';

/** Columns of the reviews table, shared with its header so the counts cannot drift. */
export const mallReviewColumns = ['작성일', '상품', '작성자', '별점', '제목', '상태', '작업'] as const;

type Props = {
  review: AdminReview;
  /** Whether a change of this review is under way. */
  busy: boolean;
  onView: (review: AdminReview) => void;
  onHide: (review: AdminReview) => void;
  onShow: (review: AdminReview) => void;
};

/** One review; the whole row opens it for a pointer, the 보기 button for the keyboard. */
export function MallReviewRow({ review, busy, onView, onHide, onShow }: Props) {
  const action = visibilityActionOf(review);
  // The row would open the review too.
  const only = (run: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    run();
  };
  return (
    // The row is a larger target for the mouse only; its 보기 button is the same action for the keyboard.
    <tr className="cursor-pointer hover:bg-slate-50" onClick={() => onView(review)}>
      <td className={`${adminTdClass} whitespace-nowrap`}>{review.createdDateTime}</td>
      <td className={`${adminTdClass} min-w-40`}>
        <ItemLink itemId={review.itemId} title={review.itemTitle} />
      </td>
      <td className={adminTdClass}>
        {review.member.name || '-'}
        {review.member.uid && <span className="block text-xs text-slate-500">{review.member.uid}</span>}
      </td>
      <td className={`${adminTdClass} whitespace-nowrap`}>
        {review.rating === null ? '-' : <ReviewStars rating={review.rating} />}
      </td>
      <td className={`${adminTdClass} min-w-40 break-words`}>
        {review.reviewTitle}
        {review.photoList.length > 0 && (
          <span className="ml-1 text-xs text-slate-500">(사진 {review.photoList.length})</span>
        )}
      </td>
      <td className={adminTdClass}>
        <ReviewStatusBadge review={review} />
      </td>
      <td className={adminTdClass}>
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            className={adminSmallButtonClass}
            aria-label={`'${review.reviewTitle}' 리뷰 보기`}
            onClick={only(() => onView(review))}
          >
            보기
          </button>
          {action && (
            <button
              type="button"
              className={action === 'hide' ? adminDangerButtonClass : adminSmallButtonClass}
              disabled={busy}
              aria-label={`'${review.reviewTitle}' 리뷰 ${visibilityActionLabels[action]}`}
              onClick={only(() => (action === 'hide' ? onHide(review) : onShow(review)))}
            >
              {busy ? '처리 중…' : visibilityActionLabels[action]}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
