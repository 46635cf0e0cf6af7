export { cartRoutes } from './cart.routes';
export * from './cart.tables';
export { type CartRow, isOrderable, readCartRows } from './cart-rows';
export { cartViewOf } from './cart-view';
export { outOfStock, salesStopped } from './edit-cart';
