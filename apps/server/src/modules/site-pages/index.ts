export { sitePageAdminRoutes } from './site-pages.admin-routes';
export { sitePageRoutes } from './site-pages.routes';
