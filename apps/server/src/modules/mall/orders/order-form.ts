import { type OrderForm, orderMessages } from '@edu/shared';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/app-error';
import { getMyProfile } from '../../accounts';
import { cartViewOf, isOrderable, readCartRows } from '../cart';
import { findPendingOrderPayment } from './order-hold';

/**
 * POST /new_api/customer/order/v2/form: the chosen cart rows that can be ordered, priced by the server,
 * and the orderer prefilled from the member, with the unpaid order of these rows whose stock is still
 * held (a closed payment window). Nothing orderable → "주문할 상품이 없습니다."
 */
export async function getOrderForm(options: {
  db: Db;
  memberIdx: number;
  cartIds: readonly number[];
}): Promise<OrderForm> {
  const rows = (await readCartRows(options.db, options.memberIdx, [...new Set(options.cartIds)])).filter(
    isOrderable,
  );
  if (rows.length === 0) throw badRequest(orderMessages.noItemsToOrder);
  const member = await getMyProfile({ db: options.db, memberIdx: options.memberIdx });
  const view = cartViewOf(rows);
  const cartIdSet = rows.map((row) => row.cartId);
  return {
    ...view,
    orderName: member.name,
    orderPhone: member.phone,
    orderEmail: member.email,
    orderZipCode: member.zipCode ?? '',
    orderAddress: member.address ?? '',
    orderDetailedAddress: member.detailedAddress ?? '',
    needsShipping: view.productInfo.warehouses.length > 0,
    cartIdSet,
    pendingPayment: await findPendingOrderPayment(options.db, options.memberIdx, cartIdSet),
  };
}
