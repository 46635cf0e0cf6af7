import { afterSaleMessages, groupDigits, type MyReviewList as MyReviewListData } from '@edu/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { ListPager } from '@/components/ui/list-pager';
import { useAccount } from '@/features/accounts';
import { useMyReviews } from '../api/get-my-reviews';
import { listDay } from '../lib/list-day';
import { ReviewDialog } from './review-dialog';
import { ReviewStars } from './star-rating';

type MyReview = MyReviewListData['reviewList'][number];

/** ?page=N of the address, 1 when absent or unreadable. */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * 나의 리뷰 (/mypage/review): the member's reviews, 10 a page (the page in the address), each with its
 * stars, linking to its item and order, with 수정 opening the review dialog; one the administration hid
 * says so (and cannot be changed).
 */
export function MyReviewList() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const { account, isPending: accountPending } = useAccount();
  const memberIdx = account?.member_idx ?? 0;
  const reviews = useMyReviews({ page, memberIdx }, account !== null);
  const [editing, setEditing] = useState<MyReview | null>(null);

  if (reviews.data) {
    const { reviewList, pageInfo } = reviews.data;
    return (
      <div className="space-y-6">
        <p aria-live="polite" className="text-sm text-slate-600">
          작성한 리뷰 <strong className="text-slate-900">{groupDigits(pageInfo.total)}</strong>건
        </p>
        {reviewList.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white px-4 py-12 text-center text-slate-600">
            작성한 리뷰가 없습니다.
          </p>
        ) : (
          <ul
            aria-busy={reviews.isPlaceholderData}
            className={`divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {reviewList.map((review) => (
              <MyReviewRow key={review.reviewId} review={review} onEdit={() => setEditing(review)} />
            ))}
          </ul>
        )}
        <ListPager pageInfo={pageInfo} />
        {editing && editing.orderItemId !== null && (
          <ReviewDialog
            orderItemId={editing.orderItemId}
            reviewId={editing.reviewId}
            itemTitle={editing.itemTitle}
            onClose={() => setEditing(null)}
            // The list is read again by the dialog's own refresh of the reviews.
            onSaved={() => undefined}
          />
        )}
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <p role="alert" className="text-red-700">
        {reviews.error.message}
      </p>
    );
  }
  if (!accountPending && account === null) {
    return (
      <p role="alert" className="text-slate-700">
        로그인이 필요한 서비스입니다.
      </p>
    );
  }
  return <PageLoading label="리뷰를 불러오는 중…" />;
}

function MyReviewRow({ review, onEdit }: { review: MyReview; onEdit: () => void }) {
  return (
    <li>
      <article className="flex flex-wrap items-start gap-x-4 gap-y-3 p-4">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-base font-semibold break-words text-slate-900">{review.reviewTitle}</h2>
          {review.hidden && (
            <p className="inline-flex rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
              {afterSaleMessages.reviewHidden}
            </p>
          )}
          <ReviewStars rating={review.rating} className="block text-sm" />
          <p className="text-sm break-words">
            <Link to={`/mall/view/${review.itemId}`} className="text-brand-700 hover:underline">
              {review.itemTitle}
            </Link>
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 sm:text-sm">
            <span>작성일 {listDay(review.createdDateTime)}</span>
            {review.oid && (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  주문{' '}
                  <Link
                    to={`/mypage/detail/${encodeURIComponent(review.oid)}`}
                    className="break-all text-slate-700 underline-offset-2 hover:underline"
                  >
                    {review.oid}
                  </Link>
                  {review.orderDateTime && ` (${listDay(review.orderDateTime)})`}
                </span>
              </>
            )}
          </p>
        </div>
        {/* A hidden review is not shown to others: only the administration can show it again. */}
        {review.orderItemId !== null && !review.hidden && (
          <button
            type="button"
            onClick={onEdit}
            aria-label={`${review.reviewTitle} 리뷰 수정`}
            className="shrink-0 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            수정
          </button>
        )}
      </article>
    </li>
  );
}
