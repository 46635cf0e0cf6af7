import { describe, expect, it } from 'vitest';
import { orderMessages } from './order.constants';
import { firstContactProblem, type OrderContact } from './order-contact-checks';

const filled: OrderContact = {
  buyerName: '김주문',
  buyerTel: '010-2222-3333',
  buyerEmail: 'buyer@example.com',
  shippingName: '박수령',
  shippingPhone: '01044445555',
  zipCode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailedAddress: '3층',
};
const shipped = { needsShipping: true };
const problemOf = (change: Partial<OrderContact>, options = shipped) =>
  firstContactProblem({ ...filled, ...change }, options);

describe('firstContactProblem', () => {
  it('accepts a filled form', () => {
    expect(problemOf({})).toBeNull();
  });

  it('refuses a phone or an e-mail that is not one, each with its own message', () => {
    expect(problemOf({ buyerTel: '공일공-일이삼사' })).toEqual({
      field: 'buyerTel',
      message: orderMessages.ordererPhoneInvalid,
    });
    expect(problemOf({ buyerTel: '010-1234-567' })?.message).toBe(orderMessages.ordererPhoneInvalid);
    expect(problemOf({ buyerTel: '010-1234-5678 내선' })?.message).toBe(orderMessages.ordererPhoneInvalid);
    expect(problemOf({ buyerEmail: 'not-an-email' })).toEqual({
      field: 'buyerEmail',
      message: orderMessages.ordererEmailInvalid,
    });
    expect(problemOf({ shippingPhone: 'abcd' })).toEqual({
      field: 'shippingPhone',
      message: orderMessages.recipientPhoneInvalid,
    });
  });

  it('checks in the spec’s order: the earliest field with a problem is told', () => {
    expect(problemOf({ buyerEmail: 'x', shippingPhone: 'abcd' })?.field).toBe('buyerEmail');
    expect(problemOf({ buyerTel: '', buyerEmail: 'x' })?.message).toBe(orderMessages.ordererPhone);
    expect(problemOf({ shippingName: ' ', shippingPhone: 'abcd' })?.message).toBe(
      orderMessages.recipientName,
    );
    expect(problemOf({ zipCode: '', detailedAddress: '' })?.message).toBe(orderMessages.postcode);
  });

  it('skips the recipient and the address when nothing is shipped, and a recipient name the form does not ask', () => {
    const nothingShipped = {
      shippingName: '',
      shippingPhone: 'abcd',
      zipCode: '',
      address: '',
      detailedAddress: '',
    };
    expect(problemOf(nothingShipped, { needsShipping: false })).toBeNull();
    expect(problemOf({ shippingName: undefined })).toBeNull();
    expect(problemOf({ shippingName: undefined, shippingPhone: '' })?.field).toBe('shippingPhone');
  });
});
