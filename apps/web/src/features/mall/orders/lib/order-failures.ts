import { orderMessages, outOfStockSchema } from '@edu/shared';
import { ApiError } from '../../../../lib/api-client';

/** What the page does after the alert: stay on the form, go back to the cart, or load the page afresh. */
export type FailureStep = 'stay' | 'cart' | 'reload';
export type OrderFailure = { message: string; next: FailureStep };

/**
 * Why the order form could not be loaded: nothing orderable among the chosen rows (400) sends the
 * payer back to the cart with the server's text; anything else is the spec's retry text, without a reload.
 */
export function orderFormFailureOf(error: unknown): OrderFailure {
  if (error instanceof ApiError && error.status === 400)
    return { message: error.message || orderMessages.noItemsToOrder, next: 'cart' };
  return { message: orderMessages.orderFormFailed, next: 'stay' };
}

/** One line per option short of stock: "- 티셔츠 (빨강 / L): 주문 3개, 남은 수량 1개". */
function shortageLines(data: unknown): string[] {
  const parsed = outOfStockSchema.safeParse(data);
  if (!parsed.success) return [];
  return parsed.data.shortages.map(({ optionName, optionPathNames, requested, available }) => {
    const path = optionPathNames.filter(Boolean).join(' / ');
    const name = [optionName, path && `(${path})`].filter(Boolean).join(' ');
    return `- ${name}: 주문 ${requested}개, 남은 수량 ${available}개`;
  });
}

/**
 * What a refused order shows and does (spec §4 payment window messages, §8): a field the server refused
 * (400) is told and the form stays; goods out of stock (409 031) or no longer sold (409 032) send the
 * payer back to the cart; a missing authorization (401) is "잘못된 요청입니다." and a reload; anything
 * else is the spec's "exception": the returned message and a reload.
 */
export function placeOrderFailureOf(error: unknown): OrderFailure {
  if (!(error instanceof ApiError)) {
    return { message: error instanceof Error ? error.message : orderMessages.systemError, next: 'reload' };
  }
  if (error.status === 400) return { message: error.message, next: 'stay' };
  if (error.status === 409 && error.code === '031') {
    const lines = shortageLines(error.contents);
    return { message: [orderMessages.outOfStock, ...lines].join('\n'), next: 'cart' };
  }
  if (error.status === 409 && error.code === '032')
    return { message: orderMessages.salesStopped, next: 'cart' };
  if (error.status === 401) return { message: orderMessages.invalidRequest, next: 'reload' };
  return { message: error.message || orderMessages.systemError, next: 'reload' };
}
