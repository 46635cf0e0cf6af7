import { describe, expect, it } from 'vitest';
import { mallItemAdminMessages } from './mall-admin-items.contract';

describe('the item form’s refusal of a combination held by orders', () => {
  it('names the combination with the topic particle its last sound takes, not "은(는)"', () => {
    expect(mallItemAdminMessages.heldByOrders('유년부 / 상권', 2)).toMatch(/^유년부 \/ 상권은 결제를/);
    expect(mallItemAdminMessages.heldByOrders('빨강', 1)).toMatch(/^빨강은 결제를/);
    expect(mallItemAdminMessages.heldByOrders('유년부 / 하권', 1)).toMatch(/^유년부 \/ 하권은/);
    expect(mallItemAdminMessages.heldByOrders('노랑 / 2학기', 1)).toMatch(/^노랑 \/ 2학기는 결제를/);
  });
});
