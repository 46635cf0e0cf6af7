import type { AdminReview } from '@edu/shared';
import { adminBadgeClass } from '../components/admin-styles';
import { reviewStatusOf } from './lib/review-visibility';

/** 보임 / 숨김 (with its reason) / 작성자 삭제. */
export function ReviewStatusBadge({ review }: { review: AdminReview }) {
  const status = reviewStatusOf(review);
  return (
    <>
      <span className={adminBadgeClass[status.tone]}>{status.label}</span>
      {status.hiddenReason && (
        <span className="mt-1 block max-w-48 text-xs break-words text-slate-600">
          사유: {status.hiddenReason}
        </span>
      )}
    </>
  );
}
