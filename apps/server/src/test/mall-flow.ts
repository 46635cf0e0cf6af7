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
