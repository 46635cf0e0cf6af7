export { siteMapRoutes } from './site-map.routes';
