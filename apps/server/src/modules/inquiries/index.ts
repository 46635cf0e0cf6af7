export { inquiryAdminRoutes } from './inquiries.admin-routes';
export { inquiryRoutes } from './inquiries.routes';
