import { type ExtraPaymentInfo, orderMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import {
  buildExtraPayRequest,
  type ExtraPayDraft,
  extraPayFailureOf,
  firstExtraPayProblem,
  initialExtraPayDraft,
} from './extra-pay';

const info: ExtraPaymentInfo = {
  orderExtraOid: 'X2025-1',
  amount: 3000,
  reason: '교환 배송비',
  orderName: '김교사',
  orderPhone: '010-1234-5678',
  orderEmail: 'teacher@example.com',
  shippingPhone: '010-9876-5432',
  postcode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailAddress: '3층',
  needsShipping: true,
};
const filled: ExtraPayDraft = initialExtraPayDraft(info);

describe('initialExtraPayDraft', () => {
  it('prefills everything from the order, phones with their hyphens, and chooses the card', () => {
    expect(initialExtraPayDraft({ ...info, orderPhone: '01012345678' })).toEqual({
      buyerName: '김교사',
      buyerTel: '010-1234-5678',
      buyerEmail: 'teacher@example.com',
      shippingPhone: '010-9876-5432',
      zipCode: '06236',
      address: '서울 강남구 테헤란로 1',
      detailedAddress: '3층',
      payMethod: 'card',
    });
  });
});

describe('firstExtraPayProblem', () => {
  it('accepts a filled dialog', () => {
    expect(firstExtraPayProblem(filled, true)).toBeNull();
  });

  it('checks the fields in the spec’s order, each with its own alert, the method last', () => {
    const steps: [Partial<ExtraPayDraft>, string, string][] = [
      [{ payMethod: null }, 'payMethod', orderMessages.selectPayMethod],
      [{ detailedAddress: '' }, 'detailedAddress', orderMessages.detailAddress],
      [{ address: '' }, 'address', orderMessages.address],
      [{ zipCode: '' }, 'zipCode', orderMessages.postcode],
      [{ shippingPhone: 'abcd' }, 'shippingPhone', orderMessages.recipientPhoneInvalid],
      [{ buyerEmail: 'not-an-email' }, 'buyerEmail', orderMessages.ordererEmailInvalid],
      [{ buyerTel: '' }, 'buyerTel', orderMessages.ordererPhone],
      [{ buyerName: '' }, 'buyerName', orderMessages.ordererName],
    ];
    let draft = filled;
    for (const [change, field, message] of steps) {
      draft = { ...draft, ...change };
      expect(firstExtraPayProblem(draft, true)).toEqual({ field, message });
    }
  });

  it('counts whitespace alone as empty', () => {
    expect(firstExtraPayProblem({ ...filled, buyerTel: '  ' }, true)?.field).toBe('buyerTel');
  });

  it('asks no recipient phone or address of an order that ships nothing', () => {
    const nothingShipped = { ...filled, shippingPhone: '', zipCode: '', address: '', detailedAddress: '' };
    expect(firstExtraPayProblem(nothingShipped, false)).toBeNull();
  });
});

describe('buildExtraPayRequest', () => {
  it('trims the fields and names the method as the PC window does', () => {
    expect(buildExtraPayRequest('X2025-1', { ...filled, buyerName: ' 김교사 ' }, 'pc')).toEqual({
      orderExtraOid: 'X2025-1',
      buyerName: '김교사',
      buyerTel: '010-1234-5678',
      buyerEmail: 'teacher@example.com',
      shippingPhone: '010-9876-5432',
      postcode: '06236',
      address: '서울 강남구 테헤란로 1',
      detailAddress: '3층',
      gopaymethod: 'Card',
    });
  });

  it('names the method as the mobile window does', () => {
    expect(buildExtraPayRequest('X1', { ...filled, payMethod: 'bank' }, 'mobile').gopaymethod).toBe('BANK');
    expect(buildExtraPayRequest('X1', { ...filled, payMethod: 'vbank' }, 'pc').gopaymethod).toBe('VBank');
  });
});

describe('extraPayFailureOf', () => {
  it('says "잘못된 요청입니다." without an authorization, then reloads', () => {
    expect(extraPayFailureOf(new ApiError('로그인', 401))).toEqual({
      message: orderMessages.invalidRequest,
      next: 'reload',
    });
  });

  it('shows any other refusal’s message, then reloads', () => {
    expect(extraPayFailureOf(new ApiError('추가 결제할 내역이 없습니다.', 404, '404'))).toEqual({
      message: '추가 결제할 내역이 없습니다.',
      next: 'reload',
    });
    expect(extraPayFailureOf('?').message).toBe(orderMessages.systemError);
  });
});
