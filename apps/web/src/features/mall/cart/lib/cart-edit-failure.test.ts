import { orderMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { cartEditFailure } from './cart-edit-failure';

const outOfStock = new ApiError('재고가 부족합니다.', 409, '031', {
  shortages: [
    {
      optionName: '부서 / 학기 / 구성',
      optionPathNames: ['유아부', '1학기', '교사용'],
      requested: 3,
      available: 1,
    },
    { optionName: '유치부 여름성경학교 교재', optionPathNames: [], requested: 200, available: 150 },
  ],
});

describe('a refused cart change', () => {
  it('031 on the item page lists each option short of stock with its path', () => {
    expect(cartEditFailure(outOfStock, 'page')).toEqual({
      message: [
        orderMessages.outOfStock,
        '· 부서 / 학기 / 구성: 유아부 / 1학기 / 교사용 (남은 수량 1개)',
        '· 유치부 여름성경학교 교재 (남은 수량 150개)',
      ].join('\n'),
      next: 'stay',
    });
  });

  it('031 in the popup starts with the short text, the same lines below', () => {
    const failure = cartEditFailure(outOfStock, 'popup');
    expect(failure.message.split('\n')[0]).toBe(orderMessages.outOfStockShort);
    expect(failure.message.split('\n')).toHaveLength(3);
  });

  it('031 without shortages still says out of stock', () => {
    expect(cartEditFailure(new ApiError('재고', 409, '031'), 'page').message).toBe(orderMessages.outOfStock);
  });

  it('032 says sales stopped and reloads; 401 asks for login', () => {
    expect(cartEditFailure(new ApiError('중지', 409, '032'), 'page')).toEqual({
      message: orderMessages.salesStopped,
      next: 'reload',
    });
    expect(cartEditFailure(new ApiError('로그인', 401, '401'), 'popup')).toEqual({
      message: orderMessages.loginRequired,
      next: 'login',
    });
  });

  it('another refusal says the server’s message; a failure or no answer the system error', () => {
    expect(cartEditFailure(new ApiError(orderMessages.cartFull, 400, '400'), 'page').message).toBe(
      orderMessages.cartFull,
    );
    expect(cartEditFailure(new ApiError('서버 오류', 500, '500'), 'page').message).toBe(
      orderMessages.systemError,
    );
    expect(cartEditFailure(new ApiError('네트워크', 0), 'page').message).toBe(orderMessages.systemError);
    expect(cartEditFailure(new Error('boom'), 'page').message).toBe(orderMessages.systemError);
  });
});
