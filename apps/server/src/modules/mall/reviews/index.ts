// The routes are registered by app.ts from their own files: writing and listing reviews reads orders and
// the catalogue, which read reviews through this index, so the index leads to no route (no import circle).
export { itemReviewSummary } from './item-review-summary';
export { countMemberReviews } from './member-review-count';
export { ratingSummaryColumns } from './rating-summary';
export { reviewIdsByOrderLine } from './reviewed-order-items';
