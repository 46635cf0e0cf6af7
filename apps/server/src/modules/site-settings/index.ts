export { getBusinessDetails } from './business-details';
export { createBusinessDetailsCache } from './business-details-cache';
export { getPurchaseConfirmationSetting } from './purchase-confirmation-setting';
export { siteSettingAdminRoutes } from './site-settings.admin-routes';
export { siteSettingRoutes } from './site-settings.routes';
