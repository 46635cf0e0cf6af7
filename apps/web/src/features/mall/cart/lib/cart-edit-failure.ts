import { groupDigits, type OutOfStock, orderMessages } from '@edu/shared';
import { ApiError } from '../../../../lib/api-client';

/** What to say about a refused cart change, and what happens once it is read. */
export type CartEditFailure = {
  message: string;
  /** stay: the choice stays open to fix; reload: the page is out of date; login: off to /login. */
  next: 'stay' | 'reload' | 'login';
};

/** Where the change was asked for: the item page, or the cart's option-edit popup (shorter stock text). */
export type CartEditPlace = 'page' | 'popup';

function isOutOfStock(data: unknown): data is OutOfStock {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { shortages?: unknown }).shortages)
  );
}

/** "· 부서 / 학기 / 구성: 유아부 / 1학기 / 교사용 (남은 수량 2개)": the option, its path and what is left. */
export function shortageLine(shortage: OutOfStock['shortages'][number]): string {
  const path = shortage.optionPathNames.join(' / ');
  const left = `남은 수량 ${groupDigits(Math.max(shortage.available, 0))}개`;
  return `· ${[shortage.optionName, path].filter(Boolean).join(': ')} (${left})`;
}

/**
 * Spec §8, the cart edit answers: 031 names each line short of stock, 032 says sales stopped and the
 * page reloads, 401 asks for login. Another refusal (4xx) says the server's own Korean message (a full
 * cart, a row gone); a server failure or no answer at all says the system-error text.
 */
export function cartEditFailure(error: unknown, place: CartEditPlace): CartEditFailure {
  if (!(error instanceof ApiError)) return { message: orderMessages.systemError, next: 'stay' };
  if (error.code === '031') {
    const head = place === 'popup' ? orderMessages.outOfStockShort : orderMessages.outOfStock;
    const lines = isOutOfStock(error.contents) ? error.contents.shortages.map(shortageLine) : [];
    return { message: [head, ...lines].join('\n'), next: 'stay' };
  }
  if (error.code === '032') return { message: orderMessages.salesStopped, next: 'reload' };
  if (error.status === 401) return { message: orderMessages.loginRequired, next: 'login' };
  if (error.status >= 400 && error.status < 500 && error.message) {
    return { message: error.message, next: 'stay' };
  }
  return { message: orderMessages.systemError, next: 'stay' };
}
