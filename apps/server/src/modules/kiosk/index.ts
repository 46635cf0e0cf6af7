export { kioskAdminRoutes } from './kiosk.admin-routes';
export { kioskRoutes } from './kiosk.routes';
export { getKioskInfo, type KioskInfo } from './kiosk-contents';
