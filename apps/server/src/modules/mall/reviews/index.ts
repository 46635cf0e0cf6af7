export { reviewRoutes } from './reviews.routes';
