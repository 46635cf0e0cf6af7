import { orderMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { orderFormFailureOf, placeOrderFailureOf } from './order-failures';

describe('orderFormFailureOf', () => {
  it('sends the payer back to the cart when nothing can be ordered', () => {
    expect(orderFormFailureOf(new ApiError(orderMessages.noItemsToOrder, 400, '400'))).toEqual({
      message: orderMessages.noItemsToOrder,
      next: 'cart',
    });
  });

  it('asks for a retry on any other failure, staying on the page', () => {
    for (const error of [
      new ApiError('서버 오류', 500, '500'),
      new ApiError('네트워크', 0),
      new Error('x'),
    ]) {
      expect(orderFormFailureOf(error)).toEqual({ message: orderMessages.orderFormFailed, next: 'stay' });
    }
  });
});

describe('placeOrderFailureOf', () => {
  it('tells a refused field and stays on the form', () => {
    expect(placeOrderFailureOf(new ApiError('받는 분 연락처를 확인해 주세요.', 400, '400'))).toEqual({
      message: '받는 분 연락처를 확인해 주세요.',
      next: 'stay',
    });
  });

  it('lists the options short of stock and goes back to the cart', () => {
    const shortages = {
      shortages: [
        { optionName: '티셔츠', optionPathNames: ['빨강', 'L'], requested: 3, available: 1 },
        { optionName: '교재', optionPathNames: [], requested: 2, available: 0 },
      ],
    };
    expect(placeOrderFailureOf(new ApiError('재고 부족', 409, '031', shortages))).toEqual({
      message: `${orderMessages.outOfStock}\n- 티셔츠 (빨강 / L): 주문 3개, 남은 수량 1개\n- 교재: 주문 2개, 남은 수량 0개`,
      next: 'cart',
    });
    expect(placeOrderFailureOf(new ApiError('재고 부족', 409, '031', null))).toEqual({
      message: orderMessages.outOfStock,
      next: 'cart',
    });
  });

  it('goes back to the cart when an item is no longer sold', () => {
    expect(placeOrderFailureOf(new ApiError('판매 중지', 409, '032'))).toEqual({
      message: orderMessages.salesStopped,
      next: 'cart',
    });
  });

  it('reloads after "잘못된 요청입니다." when the authorization is missing', () => {
    expect(placeOrderFailureOf(new ApiError('로그인이 필요합니다.', 401, '401'))).toEqual({
      message: orderMessages.invalidRequest,
      next: 'reload',
    });
  });

  it('shows the returned message of any other failure and reloads', () => {
    expect(placeOrderFailureOf(new ApiError(orderMessages.orderChanged, 409, '033'))).toEqual({
      message: orderMessages.orderChanged,
      next: 'reload',
    });
    expect(placeOrderFailureOf(new ApiError('시스템 오류', 500, '500'))).toEqual({
      message: '시스템 오류',
      next: 'reload',
    });
    expect(placeOrderFailureOf(new Error('결제 모듈을 불러오지 못했습니다.'))).toEqual({
      message: '결제 모듈을 불러오지 못했습니다.',
      next: 'reload',
    });
  });
});
