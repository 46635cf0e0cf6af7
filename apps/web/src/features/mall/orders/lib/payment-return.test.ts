import { describe, expect, it } from 'vitest';
import { hasPaymentReturn, readPaymentReturn, withoutPaymentReturn } from './payment-return';

const search = (text: string) => new URLSearchParams(text);

describe('readPaymentReturn', () => {
  it('reads a closed window', () => {
    expect(readPaymentReturn(search('payment=closed'))).toEqual({ kind: 'closed' });
    expect(readPaymentReturn(search('payment=close'))).toEqual({ kind: 'closed' });
  });

  it('reads the payment attempt the provider sent the payer back from', () => {
    expect(readPaymentReturn(search('oid=P123&payDevice=mobile&resultCode=0000&resultMsg=OK'))).toEqual({
      kind: 'result',
      paymentOid: 'P123',
      device: 'mobile',
    });
    expect(readPaymentReturn(search('oid=P123&resultCode=01'))).toEqual({
      kind: 'result',
      paymentOid: 'P123',
      device: 'pc',
    });
  });

  it('reads nothing without a result code or without the attempt', () => {
    expect(readPaymentReturn(search(''))).toBeNull();
    expect(readPaymentReturn(search('oid=P123'))).toBeNull();
    expect(readPaymentReturn(search('resultCode=0000'))).toBeNull();
    expect(readPaymentReturn(search('payment=done'))).toBeNull();
  });
});

describe('withoutPaymentReturn', () => {
  it('drops the return’s values and keeps the others', () => {
    const rest = withoutPaymentReturn(
      search('oid=P1&payDevice=pc&resultCode=0000&resultMsg=OK&payment=closed&tab=2'),
    );
    expect(rest.toString()).toBe('tab=2');
  });

  it('tells whether there is anything to drop', () => {
    expect(hasPaymentReturn(search('resultMsg=x'))).toBe(true);
    expect(hasPaymentReturn(search('tab=2'))).toBe(false);
  });
});
