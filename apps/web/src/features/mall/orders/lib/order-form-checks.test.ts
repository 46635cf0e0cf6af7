import { orderMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { initialDraft, type OrderDraft } from './order-draft';
import { orderFormFixture } from './order-form.fixture';
import { firstOrderProblem } from './order-form-checks';

const filled: OrderDraft = {
  ...initialDraft(orderFormFixture()),
  recipientName: '이받음',
  recipientPhone: '010-9876-5432',
  zipCode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailedAddress: '3층',
  payMethod: 'card',
};
const paidShipping = { needsShipping: true, free: false };

describe('firstOrderProblem', () => {
  it('accepts a filled form', () => {
    expect(firstOrderProblem(filled, paidShipping)).toBeNull();
  });

  it('checks the fields in the spec’s order, each with its own alert, the method last', () => {
    // Emptying the fields from the last to the first: each step the earliest empty field is reported.
    const steps: [Partial<OrderDraft>, string, string][] = [
      [{ payMethod: null }, 'payMethod', orderMessages.selectPayMethod],
      [{ detailedAddress: '' }, 'detailAddress', orderMessages.detailAddress],
      [{ address: '' }, 'address', orderMessages.address],
      [{ zipCode: '' }, 'postcode', orderMessages.postcode],
      [{ recipientPhone: '' }, 'recipientPhone', orderMessages.recipientPhone],
      [{ recipientName: '' }, 'recipientName', orderMessages.recipientName],
      [{ ordererEmail: '' }, 'ordererEmail', orderMessages.ordererEmail],
      [{ ordererPhone: '' }, 'ordererPhone', orderMessages.ordererPhone],
      [{ ordererName: '' }, 'ordererName', orderMessages.ordererName],
    ];
    let draft = filled;
    for (const [change, field, message] of steps) {
      draft = { ...draft, ...change };
      expect(firstOrderProblem(draft, paidShipping)).toEqual({ field, message });
    }
  });

  it('counts whitespace alone as empty', () => {
    expect(firstOrderProblem({ ...filled, ordererName: '   ' }, paidShipping)?.field).toBe('ordererName');
    expect(firstOrderProblem({ ...filled, detailedAddress: ' ' }, paidShipping)?.field).toBe('detailAddress');
  });

  it('skips the shipping fields when only contents are ordered', () => {
    const contentsOnly = { ...filled, recipientName: '', recipientPhone: '', zipCode: '', address: '' };
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
