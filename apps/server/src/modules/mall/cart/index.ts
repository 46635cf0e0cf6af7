export { cartRoutes } from './cart.routes';
export { countCartRows } from './cart-count';
export {
  type CartRow,
  cartRowOf,
  cartRowsStatement,
  chosenCartRows,
  isOrderable,
  readCartRows,
  type StoredCartRow,
} from './cart-rows';
export { cartViewOf } from './cart-view';
export { outOfStock, salesStopped } from './edit-cart';
export { removeCartRows } from './remove-cart-rows';
