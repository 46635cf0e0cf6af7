export { messageAdminRoutes } from './messages.admin-routes';
