export { type CatalogAnswers, catalogRoutes, createCatalogAnswers } from './catalog.routes';
export * from './catalog.tables';
export { itemSearchText } from './item-search-text';
export { mallItemAdminRoutes } from './items.admin-routes';
export { countSales, releaseStock, type StockClaim, takeStock } from './stock';
export { warehouseAdminRoutes } from './warehouses.admin-routes';
