export { ratingSummaryColumns } from './rating-summary';
export { reviewAdminRoutes } from './reviews.admin-routes';
export { reviewRoutes } from './reviews.routes';
