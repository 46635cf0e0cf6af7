export { communityRoutes } from './community.routes';
export { plainTextOf } from './post-text';
