import { orderMessages, receiptOrganisationMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { initialDraft, type OrderDraft } from './order-draft';
import { orderFormFixture } from './order-form.fixture';
import { firstOrderProblem } from './order-form-checks';
import { buildPlaceOrderRequest } from './pay-request';

const filled: OrderDraft = {
  ...initialDraft(orderFormFixture()),
  recipientName: '이받음',
  recipientPhone: '010-9876-5432',
  zipCode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailedAddress: '3층',
};
const paidShipping = { needsShipping: true, free: false };

describe('initialDraft', () => {
  it('chooses the card and writes the member’s phone with its hyphens', () => {
    const draft = initialDraft(orderFormFixture({ orderPhone: '01029686028' }));
    expect(draft.payMethod).toBe('card');
    expect(draft.ordererPhone).toBe('010-2968-6028');
  });
});

describe('firstOrderProblem', () => {
  it('accepts a filled form', () => {
    expect(firstOrderProblem(filled, paidShipping)).toBeNull();
  });

  it('checks the fields in the spec’s order, empty or malformed, each with its own alert, the method last', () => {
    // Emptying the fields from the last to the first: each step the earliest empty field is reported.
    const steps: [Partial<OrderDraft>, string, string][] = [
      [{ payMethod: null }, 'payMethod', orderMessages.selectPayMethod],
      [{ detailedAddress: '' }, 'detailedAddress', orderMessages.detailAddress],
      [{ address: '' }, 'address', orderMessages.address],
      [{ zipCode: '' }, 'zipCode', orderMessages.postcode],
      [{ recipientPhone: 'abcd' }, 'shippingPhone', orderMessages.recipientPhoneInvalid],
      [{ recipientName: '' }, 'shippingName', orderMessages.recipientName],
      [{ ordererEmail: 'not-an-email' }, 'buyerEmail', orderMessages.ordererEmailInvalid],
      [{ ordererPhone: '공일공-일이삼사' }, 'buyerTel', orderMessages.ordererPhoneInvalid],
      [{ ordererName: '' }, 'buyerName', orderMessages.ordererName],
    ];
    let draft = filled;
    for (const [change, field, message] of steps) {
      draft = { ...draft, ...change };
      expect(firstOrderProblem(draft, paidShipping)).toEqual({ field, message });
    }
  });

  it('counts whitespace alone as empty', () => {
    expect(firstOrderProblem({ ...filled, ordererName: '   ' }, paidShipping)?.field).toBe('buyerName');
    expect(firstOrderProblem({ ...filled, detailedAddress: ' ' }, paidShipping)?.field).toBe(
      'detailedAddress',
    );
  });

  it('skips the shipping fields when only contents are ordered', () => {
    const contentsOnly = { ...filled, recipientName: '', recipientPhone: 'abcd', zipCode: '', address: '' };
    expect(
      firstOrderProblem({ ...contentsOnly, detailedAddress: '' }, { needsShipping: false, free: false }),
    ).toBeNull();
    expect(
      firstOrderProblem({ ...contentsOnly, payMethod: null }, { needsShipping: false, free: false })?.field,
    ).toBe('payMethod');
  });

  it('asks for no payment method on a free order', () => {
    expect(firstOrderProblem({ ...filled, payMethod: null }, { needsShipping: true, free: true })).toBeNull();
  });
});

describe('영수증 발행 정보 on the order form', () => {
  const form = orderFormFixture();
  const filled = {
    ...initialDraft(form),
    recipientName: '박수령',
    recipientPhone: '010-4444-5555',
    zipCode: '06236',
    address: '서울 강남구 테헤란로 1',
    detailedAddress: '3층',
  };
  const paid = { needsShipping: true, free: false };

  it('comes after the recipient and before the payment method, and is optional', () => {
    expect(firstOrderProblem({ ...filled, receiptOrgName: '새빛교회' }, paid)).toEqual({
      field: 'receiptOrgNumber',
      message: receiptOrganisationMessages.numberRequired,
    });
    expect(firstOrderProblem({ ...filled, receiptOrgName: '새빛교회', recipientName: '' }, paid)?.field).toBe(
      'shippingName',
    );
    expect(
      firstOrderProblem({ ...filled, receiptOrgNumber: '1238212345', payMethod: null }, paid)?.field,
    ).toBe('receiptOrgName');
    expect(firstOrderProblem(filled, paid)).toBeNull();
  });

  it('sends the organisation only when some of it was typed', () => {
    const request = (change: Partial<typeof filled>) =>
      buildPlaceOrderRequest({ orderKey: 'k', form, draft: { ...filled, ...change }, device: 'pc' });
    expect(request({})).not.toHaveProperty('receiptOrgName');
    expect(request({ receiptOrgName: ' 새빛교회 ', receiptOrgNumber: '123-82-12345' })).toMatchObject({
      receiptOrgName: '새빛교회',
      receiptOrgNumber: '123-82-12345',
    });
  });
});
