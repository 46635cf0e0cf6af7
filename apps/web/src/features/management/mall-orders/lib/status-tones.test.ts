import { deliveryStatuses } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { deliveryStatusTone, orderStatusTone } from './status-tones';

describe('orderStatusTone', () => {
  it('tells waiting, failed, paid and partly undone orders apart', () => {
    expect(orderStatusTone('VBANK_WAIT')).toBe('waiting');
    expect(orderStatusTone('PAY_FAIL')).toBe('error');
    expect(orderStatusTone('ORDER_DONE')).toBe('done');
    expect(orderStatusTone('PART_RETURNED')).toBe('info');
    expect(orderStatusTone('CANCEL')).toBe('neutral');
  });
});

describe('deliveryStatusTone', () => {
  it('follows a line from READY to DELIVERED', () => {
    expect(deliveryStatuses.map(deliveryStatusTone).slice(0, 4)).toEqual([
      'neutral',
      'waiting',
      'info',
      'done',
    ]);
  });
});
