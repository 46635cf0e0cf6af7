import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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
 * Buys the given catalogue items in one order (goods need shipping: the form carries it) and pays it by
 * card in the simulator (free orders complete at once); answers the order's oid.
 */
export async function buyItems(app: FastifyInstance, cookie: string, carts: Record<string, unknown>[]) {
  for (const payload of carts) {
    const added = await editCart(app, cookie, payload);
    if (added.statusCode !== 200) throw new Error(`cart refused: ${added.body}`);
  }
  const placed = await placeOrder(app, cookie, orderBody(await cartIds(app, cookie)));
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
