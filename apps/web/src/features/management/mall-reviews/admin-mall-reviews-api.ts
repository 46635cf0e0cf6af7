import { type AdminReviewList, limits } from '@edu/shared';
import { api } from '@/lib/api-client';
import { type MallReviewFilter, mallReviewQuery } from './lib/review-filter';
import type { ReviewVisibilityBody } from './lib/review-visibility';

export const mallReviewPageSize = limits.adminPageSize;

/** Every query of the tab sits under this key, so a visibility change refreshes every page of it. */
export const mallReviewsQueryKey = ['admin', 'mall-reviews'] as const;

/** GET /api/admin/mall/reviews: the reviews of the filter (hidden and author-deleted ones too), 30 a page. */
export const getAdminMallReviews = (filter: MallReviewFilter, signal?: AbortSignal) =>
  api<AdminReviewList>(`/api/admin/mall/reviews?${mallReviewQuery(filter)}`, { signal });

/**
 * PUT /api/admin/mall/reviews/{reviewId}/visibility: hides a review from the item page (with a reason,
 * kept) or shows it again; a refusal throws the server's Korean message.
 */
export const changeReviewVisibility = (reviewId: number, body: ReviewVisibilityBody) =>
  api<null>(`/api/admin/mall/reviews/${reviewId}/visibility`, { method: 'PUT', body });
