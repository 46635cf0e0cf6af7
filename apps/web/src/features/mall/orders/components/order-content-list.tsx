import type { OrderDetail } from '@edu/shared';
import { Link } from 'react-router';
import { ItemThumbnail } from '@/features/mall/catalog/components/item-thumbnail';
import { ReviewButton, type ReviewTarget } from '@/features/mall/reviews/components/review-button';
import { formatWon } from '@/lib/format-won';

type OrderContent = OrderDetail['contentList'][number];

/**
 * The ordered contents; a paid one links to its entry in the content box. With `onReview` (a paid order)
 * each gets 리뷰 쓰기 or 리뷰 수정.
 */
export function OrderContentList({
  contents,
  onReview,
}: {
  contents: OrderContent[];
  onReview?: (target: ReviewTarget) => void;
}) {
  return (
    <section aria-labelledby="detail-contents-title" className="rounded-2xl border border-slate-200 bg-white">
      <h3
        id="detail-contents-title"
        className="border-b border-slate-100 px-4 py-3 font-semibold text-slate-900"
      >
        콘텐츠
      </h3>
      <ul className="divide-y divide-slate-100">
        {contents.map((content) => (
          <li key={content.orderItemId} className="flex gap-3 px-4 py-4 sm:gap-4">
            <ItemThumbnail
              src={content.thumbnailLink}
              alt=""
              className="size-16 shrink-0 rounded-lg sm:size-20"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <Link
                to={`/mall/view/${content.itemId}`}
                className="block font-medium break-words text-slate-900 hover:underline"
              >
                {content.orderItemTitle}
              </Link>
              {content.licenseName && (
                <p className="text-sm text-slate-600">라이선스: {content.licenseName}</p>
              )}
              <p className="text-sm">
                {content.regularPrice > content.sellingPrice && (
                  <span className="mr-2 text-slate-600 line-through">
                    <span className="sr-only">정가 </span>
                    {formatWon(content.regularPrice)}
                  </span>
                )}
                <strong className="text-slate-900">
                  {content.isFree ? '무료' : formatWon(content.sellingPrice)}
                </strong>
              </p>
            </div>
            {(content.orderContentId !== null || onReview) && (
              <div className="flex shrink-0 flex-col items-stretch gap-2 self-center">
                {content.orderContentId !== null && (
                  <Link
                    to={`/mypage/contentsBox/${content.orderContentId}`}
                    aria-label={`${content.orderItemTitle} 콘텐츠함에서 보기`}
                    className="rounded-lg border border-brand-600 px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    콘텐츠함
                  </Link>
                )}
                {onReview && (
                  <ReviewButton
                    target={{
                      orderItemId: content.orderItemId,
                      reviewId: content.reviewId,
                      itemTitle: content.orderItemTitle,
                    }}
                    onReview={onReview}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
