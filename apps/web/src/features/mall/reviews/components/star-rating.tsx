import { groupDigits } from '@edu/shared';
import { ratingText } from '../lib/rating-text';

/**
 * An item's average stars as people read them: ★, the average to one decimal and the number of rated
 * reviews ("★ 4.5 (12)"); read aloud as "별점 평균 4.5점, 12개". Nothing when no review has stars.
 */
export function StarRating({
  average,
  count,
  className = '',
}: {
  average: number | null;
  count: number;
  className?: string;
}) {
  if (average === null || count === 0) return null;
  return (
    <span
      role="img"
      aria-label={`별점 평균 ${ratingText(average)}점, ${groupDigits(count)}개`}
      className={`inline-flex items-center gap-1 ${className}`}
    >
      <span aria-hidden="true" className="text-amber-400">
        ★
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {ratingText(average)}
      </span>
      <span aria-hidden="true" className="text-slate-500">
        ({groupDigits(count)})
      </span>
    </span>
  );
}

/** One review's stars as five (★★★★☆), read aloud as "별점 4점"; nothing for a review written before stars. */
export function ReviewStars({ rating, className = '' }: { rating: number | null; className?: string }) {
  if (rating === null) return null;
  return (
    <span role="img" aria-label={`별점 ${rating}점`} className={`tracking-tight ${className}`}>
      <span aria-hidden="true" className="text-amber-400">
        {'★'.repeat(rating)}
      </span>
      <span aria-hidden="true" className="text-slate-300">
        {'★'.repeat(5 - rating)}
      </span>
    </span>
  );
}
