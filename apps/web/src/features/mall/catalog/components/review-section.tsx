import { groupDigits, mallMessages, mediaUrl, type RatingSummary, type Review } from '@edu/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { ReviewStars, StarRating } from '@/features/mall/reviews/components/star-rating';
import { formatDate } from '@/lib/format-date';
import { useReviews } from '../api/get-reviews';
import { ButtonPager } from './button-pager';
import { EmptyNotice, ErrorNotice } from './notice';

// The viewer's code (dialog, focus trap) is fetched when a photo is first opened.
const PhotoViewer = lazy(() => import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })));

type Viewing = { review: Review; index: number };

/** The item's reviews, 10 a page, under their average stars, with their photos opening in a full-screen viewer. */
export function ReviewSection({
  itemId,
  reviewCount,
  rating,
}: {
  itemId: number;
  reviewCount: number;
  rating: RatingSummary;
}) {
  const [page, setPage] = useState(1);
  const reviews = useReviews(itemId, page);
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = reviews.data?.pageInfo.total ?? reviewCount;

  const turnPage = (next: number) => {
    setPage(next);
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby="item-reviews" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id="item-reviews" ref={headingRef} className="scroll-mt-20 text-xl font-bold text-slate-900">
          리뷰 <span className="text-brand-700">{groupDigits(total)}</span>
        </h2>
        <StarRating average={rating.ratingAverage} count={rating.ratingCount} />
      </div>
      {reviews.isPending ? (
        <div role="status" aria-label="리뷰를 불러오는 중" className="space-y-3">
          {[1, 2].map((n) => (
            <div key={n} aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : reviews.isError ? (
        <ErrorNotice error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.reviewList.length === 0 ? (
        <EmptyNotice>{mallMessages.noReviews}</EmptyNotice>
      ) : (
        <>
          <ul
            aria-label="리뷰 목록"
            aria-busy={reviews.isPlaceholderData}
            className={`divide-y divide-slate-200 border-y border-slate-200 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {reviews.data.reviewList.map((review) => (
              <li key={review.reviewId}>
                <ReviewItem review={review} onOpenPhoto={(index) => setViewing({ review, index })} />
              </li>
            ))}
          </ul>
          <ButtonPager pageInfo={reviews.data.pageInfo} onChange={turnPage} label="리뷰 페이지" />
        </>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={viewing.review.photoList}
            start={viewing.index}
            title={viewing.review.reviewTitle}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

function ReviewItem({ review, onOpenPhoto }: { review: Review; onOpenPhoto: (index: number) => void }) {
  return (
    <article className="space-y-3 py-5">
      <header className="space-y-1">
        <ReviewStars rating={review.rating} className="block" />
        <h3 className="font-semibold break-all text-slate-900">{review.reviewTitle}</h3>
        <p className="text-sm text-slate-500">
          <span>{review.memberName}</span>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          <time dateTime={review.createdDateTime}>{formatDate(review.createdDateTime)}</time>
        </p>
      </header>
      <div
        className="rich-text text-sm"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when stored.
        dangerouslySetInnerHTML={{ __html: review.reviewDescription }}
      />
      {review.photoList.length > 0 && (
        <ul aria-label={`${review.reviewTitle} 사진`} className="flex flex-wrap gap-2">
          {review.photoList.map((photo, index) => (
            <li key={photo}>
              <button
                type="button"
                onClick={() => onOpenPhoto(index)}
                aria-label={`사진 ${index + 1} 크게 보기`}
                className="block overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <img
                  src={mediaUrl(photo)}
                  alt=""
                  loading="lazy"
                  className="size-16 object-cover sm:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
