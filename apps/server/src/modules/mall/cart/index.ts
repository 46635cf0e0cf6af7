export { cartRoutes } from './cart.routes';
export { countCartRows } from './cart-count';
export { type CartRow, isOrderable, readCartRows } from './cart-rows';
export { cartViewOf } from './cart-view';
export { outOfStock, salesStopped } from './edit-cart';
export { removeCartRows } from './remove-cart-rows';
