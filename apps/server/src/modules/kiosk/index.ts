export { kioskRoutes } from './kiosk.routes';
export { getKioskInfo, type KioskInfo } from './kiosk-contents';
