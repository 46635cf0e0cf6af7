export { type CatalogAnswers, catalogRoutes, createCatalogAnswers } from './catalog.routes';
export { contentAssetsOf } from './content-assets';
export { imagePreview } from './content-preview';
export { directUploadAdminRoutes } from './direct-upload.admin-routes';
export { categoryNames, itemTopCategories } from './item-categories';
export { itemCombinations, itemForCart, itemOptionsOf, licenseIdsOf } from './item-choices';
export { itemPageHints } from './item-page-hints';
export { itemSearchText } from './item-search-text';
export { itemPagesOnSale } from './item-sitemap';
export { itemTitleColumn } from './item-title-column';
export { mallItemAdminRoutes } from './items.admin-routes';
export { mallHomeHints } from './mall-home-hints';
export {
  countSales,
  releaseStock,
  type StockClaim,
  shortRowsOf,
  stockFloorConstraints,
  stockTakingStatements,
  takeStock,
  unitsByStockRow,
} from './stock';
export { type WarehouseShipping, warehousesOf } from './warehouse-of';
export { warehouseAdminRoutes } from './warehouses.admin-routes';
