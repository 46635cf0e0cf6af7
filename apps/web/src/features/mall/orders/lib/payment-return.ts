/** The address values the provider's return and a closed window put on the order detail. */
const returnKeys = ['payment', 'oid', 'payDevice', 'resultCode', 'resultMsg'] as const;

/** A closed payment window (?payment=closed, also close), or a payment attempt to read the outcome of. */
export type PaymentReturn = { kind: 'closed' } | { kind: 'result'; paymentOid: string; device: string };

/**
 * What the address says about an extra payment just made: /mypage/detail/{oid}?payment=closed, or
 * ?oid={payment attempt}&payDevice=…&resultCode=…&resultMsg=… (the outcome is read from the server, never
 * from resultCode). Null when neither is there.
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const payment = search.get('payment');
  if (payment === 'closed' || payment === 'close') return { kind: 'closed' };
  const paymentOid = search.get('oid')?.trim() ?? '';
  if (search.has('resultCode') && paymentOid !== '') {
    const device = search.get('payDevice') === 'mobile' ? 'mobile' : 'pc';
    return { kind: 'result', paymentOid, device };
  }
  return null;
}

/** Whether the address carries any of the return's values (to be dropped, so a reload does not repeat it). */
export const hasPaymentReturn = (search: URLSearchParams): boolean =>
  returnKeys.some((key) => search.has(key));

/** The address values without the return's. */
export function withoutPaymentReturn(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const key of returnKeys) rest.delete(key);
  return rest;
}
