import { purchaseConfirmationMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { autoConfirmDaysOf } from './auto-confirm-days';

describe('the days after delivery before 구매확정', () => {
  it('takes whole days from 1 to 60 and refuses anything else with the server’s words', () => {
    expect(autoConfirmDaysOf(' 7 ')).toEqual({ days: 7 });
    expect(autoConfirmDaysOf('60')).toEqual({ days: 60 });
    for (const typed of ['', '0', '61', '3.5', '-1', '칠'])
      expect(autoConfirmDaysOf(typed)).toEqual({ problem: purchaseConfirmationMessages.daysInvalid });
  });
});
