export { certificateAdminRoutes } from './certificates.admin-routes';
export { certificateRoutes } from './certificates.routes';
