export { inquiryRoutes } from './inquiries.routes';
