import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/database';
import { createProduct, createWarehouse } from './mall-factories';

/** Puts an item in the member's cart (POST …/cart/v2/edit); answers the response. */
export const editCart = (app: FastifyInstance, cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/new_api/customer/cart/v2/edit', headers: { cookie }, payload });

/** The member's cart rows as the list answers them. */
export async function cartList(app: FastifyInstance, cookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/new_api/customer/cart/v2/list',
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`cart list refused: ${response.body}`);
  return response.json().data;
}

/** Every cart id of the member, goods and contents. */
export async function cartIds(app: FastifyInstance, cookie: string): Promise<number[]> {
  const cart = await cartList(app, cookie);
  return [
    ...cart.productInfo.warehouses.flatMap((w: { products: { cartId: number }[] }) =>
      w.products.map((p) => p.cartId),
    ),
    ...cart.contentInfo.contents.map((c: { cartId: number }) => c.cartId),
  ];
}

/** Empties the member's cart (DELETE …/cart/v2/delete-cart-all), so a test's next run starts clean. */
export async function emptyCart(app: FastifyInstance, cookie: string) {
  const ids = await cartIds(app, cookie);
  if (ids.length)
    await app.inject({
      method: 'DELETE',
      url: '/new_api/customer/cart/v2/delete-cart-all',
      headers: { cookie },
      payload: ids,
    });
}

/**
 * Two units of a 15,000원 product of a warehouse of its own (3,000원 delivery, free over 50,000원) in the
 * member's cart: the cart's ids.
 */
export async function goodsInCart(
  app: FastifyInstance & { db: Db },
  cookie: string,
  options: { warehouse: string; stock?: number },
): Promise<number[]> {
  const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000, name: options.warehouse });
  const goods = await createProduct(app.db, { warehouseId, price: 15_000, stock: options.stock ?? 10 });
  await editCart(app, cookie, { itemId: goods.itemId, productStock: 2 });
  return cartIds(app, cookie);
}

/** The member's view of one order (GET …/order/v2/order-result/{oid}): its `data`. */
export async function orderDetail(app: FastifyInstance, cookie: string, oid: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/new_api/customer/order/v2/order-result/${oid}`,
    headers: { cookie },
  });
  return response.json().data;
}

/** A filled order form (the buyer and a recipient) for the given cart rows. */
export const orderBody = (ids: number[], extra: Record<string, unknown> = {}) => ({
  orderKey: randomUUID(),
  cartIdSet: ids,
  buyerName: '김주문',
  buyerTel: '010-2222-3333',
  buyerEmail: 'buyer@example.com',
  shippingName: '박수령',
  shippingPhone: '010-4444-5555',
  zipCode: '06236',
  address: '서울 강남구 테헤란로 123',
  detailedAddress: '4층',
  gopaymethod: 'Card',
  // The buyer of a content ticks that its withdrawal ends with the download.
  contentWithdrawalAgreed: true,
  ...extra,
});

/** Places an order and opens its window (POST …/order/v2/pay/{device}). */
export const placeOrder = (
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown>,
  device: 'pc' | 'mobile' = 'pc',
) =>
  app.inject({
    method: 'POST',
    url: `/new_api/customer/order/v2/pay/${device}`,
    headers: { cookie },
    payload: body,
  });

/**
 * Buys the given catalogue items in one order (goods need shipping: the form carries it) and pays it in
 * the simulator — by card unless `order` says otherwise (a virtual account is only issued) — free orders
 * complete at once; answers the order's oid.
 */
export async function buyItems(
  app: FastifyInstance,
  cookie: string,
  carts: Record<string, unknown>[],
  order: Record<string, unknown> = {},
) {
  for (const payload of carts) {
    const added = await editCart(app, cookie, payload);
    if (added.statusCode !== 200) throw new Error(`cart refused: ${added.body}`);
  }
  const placed = await placeOrder(app, cookie, orderBody(await cartIds(app, cookie), order));
  if (placed.statusCode !== 200) throw new Error(`order refused: ${placed.body}`);
  const { oid, form } = placed.json().data as {
    oid: string;
    form: { fields: Record<string, string> } | null;
  };
  if (form) {
    const { decideInSimulator } = await import('./payment-flow');
    await decideInSimulator(app, { device: 'pc', fields: form.fields, decision: 'approve' });
  }
  return oid;
}

/**
 * The buyer asks for a return or cancellation (POST …/refund/new, multipart): the whole order unless
 * `lines` names order lines; `account` is the refund account of a virtual-account payment.
 */
export async function askRefund(
  app: FastifyInstance,
  cookie: string,
  oid: string,
  options: { refundType?: string; lines?: number[]; account?: [string, string, string] } = {},
) {
  const [bank = '', number = '', owner = ''] = options.account ?? [];
  const form = new FormData();
  form.append(
    'refund',
    JSON.stringify({
      oid,
      refundType: options.refundType ?? 'CANCEL',
      reasonType: 'MIND_CHANGE',
      refundAll: !options.lines,
      refundItemList: (options.lines ?? []).map((orderProductId) => ({ orderProductId })),
      title: '주문 취소',
      refundAccountBankName: bank,
      refundAccountNumber: number,
      refundAccountOwner: owner,
    }),
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const asked = await app.inject({
    method: 'POST',
    url: '/new_api/customer/refund/new',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (asked.statusCode !== 200) throw new Error(`refund request refused: ${asked.body}`);
  const sales = await app.inject({
    method: 'GET',
    url: `/new_api/order/v2/sales/detail/${oid}`,
    headers: { cookie },
  });
  return sales.json().data.refundList[0].refundId as number;
}

/** The extra-pay dialog sent as it opened (GET …/order/v2/extra/{oid}), by card, with `change` applied. */
export const extraPayBody = (info: Record<string, unknown>, change: Record<string, unknown> = {}) => ({
  orderExtraOid: info.orderExtraOid,
  buyerName: info.orderName,
  buyerTel: info.orderPhone,
  buyerEmail: info.orderEmail,
  shippingPhone: info.shippingPhone,
  postcode: info.postcode,
  address: info.address,
  detailAddress: info.detailAddress,
  gopaymethod: 'Card',
  ...change,
});
