export { sitePageRoutes } from './site-pages.routes';
export * from './site-pages.tables';
