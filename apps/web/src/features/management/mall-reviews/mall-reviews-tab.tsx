import type { AdminReview } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPager, turnPageOf } from '../components/admin-pager';
import { AdminTable } from '../components/admin-table';
import { getAdminMallReviews, mallReviewPageSize, mallReviewsQueryKey } from './admin-mall-reviews-api';
import { HideReviewDialog } from './hide-review-dialog';
import { defaultMallReviewFilter, type MallReviewFilter } from './lib/review-filter';
import { MallReviewFilters } from './mall-review-filters';
import { MallReviewRow, mallReviewColumns } from './mall-review-row';
import { ReviewViewDialog } from './review-view-dialog';
import { useReviewVisibility } from './use-review-visibility';

/**
 * The mall's reviews, newest first, 30 a page: every one, the visible or the hidden ones, searched by
 * title, item or author. A review opens with its content and photos; a visible one can be hidden from
 * the item page with a reason (kept), a hidden one shown again; one its author deleted is read-only.
 */
export function Tab() {
  const [filter, setFilter] = useState<MallReviewFilter>(defaultMallReviewFilter);
  const [viewing, setViewing] = useState<AdminReview | null>(null);
  const visibility = useReviewVisibility();
  const reviews = useQuery({
    queryKey: [...mallReviewsQueryKey, 'list', filter],
    queryFn: ({ signal }) => getAdminMallReviews(filter, signal),
    placeholderData: keepPreviousData,
  });

  const page = reviews.data;
  return (
    <div className="space-y-4">
      <MallReviewFilters filter={filter} onSearch={setFilter} />
      <p className="text-sm text-slate-600" aria-live="polite">
        총 {page?.pageInfo.total ?? 0}건
      </p>
      <div ref={visibility.outcomeRef} tabIndex={-1} className="focus:outline-none">
        <p role="status" className="text-sm font-medium text-emerald-700">
          {visibility.notice}
        </p>
        {visibility.failure && (
          <p role="alert" className="text-sm text-red-700">
            {visibility.failure}
          </p>
        )}
      </div>
      <AdminTable
        columns={mallReviewColumns}
        caption="쇼핑몰 리뷰"
        error={reviews.error}
        empty={page?.list.length === 0}
        emptyText="리뷰가 없습니다."
      >
        {page?.list.map((review) => (
          <MallReviewRow
            key={review.reviewId}
            review={review}
            busy={visibility.busyId === review.reviewId}
            onView={setViewing}
            onHide={visibility.openHide}
            onShow={(target) => void visibility.show(target)}
          />
        ))}
      </AdminTable>
      <AdminPager pageInfo={page?.pageInfo} size={mallReviewPageSize} onPage={turnPageOf(setFilter)} />
      <ReviewViewDialog review={viewing} onClose={() => setViewing(null)} />
      <HideReviewDialog
        review={visibility.hiding}
        busy={visibility.hiding !== null && visibility.busyId === visibility.hiding.reviewId}
        failure={visibility.hideFailure}
        onHide={(review, reason) => void visibility.hide(review, reason)}
        onClose={visibility.closeHide}
      />
    </div>
  );
}
