export { introductionRoutes } from './introduction.routes';
