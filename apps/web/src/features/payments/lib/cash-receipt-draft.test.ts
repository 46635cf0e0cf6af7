import { cashReceiptMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { cashReceiptDraftProblem, cashReceiptRequestOf, initialCashReceiptDraft } from './cash-receipt-draft';

describe('the 현금영수증 choice', () => {
  it('asks nothing when none is wanted, or for a card and the easy pays', () => {
    expect(cashReceiptDraftProblem(initialCashReceiptDraft, 'VBank')).toBeUndefined();
    expect(cashReceiptDraftProblem({ kind: 'proof', number: '12' }, 'Card')).toBeUndefined();
    expect(cashReceiptDraftProblem({ kind: 'proof', number: '12' }, 'KakaoPay')).toBeUndefined();
    expect(cashReceiptRequestOf({ kind: 'proof', number: '1238265432' }, 'Card')).toEqual({});
    expect(cashReceiptRequestOf(initialCashReceiptDraft, 'DirectBank')).toEqual({});
  });

  it('소득공제 takes a mobile phone number starting with 010, with or without hyphens', () => {
    expect(cashReceiptDraftProblem({ kind: 'deduction', number: '010-1234-5678' }, 'VBank')).toBeUndefined();
    expect(
      cashReceiptDraftProblem({ kind: 'deduction', number: '0101234567' }, 'DirectBank'),
    ).toBeUndefined();
    for (const number of ['', '02-123-4567', '011-1234-5678', '010-1234-567890', '010-abcd-5678'])
      expect(cashReceiptDraftProblem({ kind: 'deduction', number }, 'VBank')).toBe(cashReceiptMessages.phone);
  });

  it('지출증빙 takes ten digits: a business registration number or a church’s 고유번호', () => {
    expect(cashReceiptDraftProblem({ kind: 'proof', number: '123-82-65432' }, 'VBank')).toBeUndefined();
    expect(cashReceiptDraftProblem({ kind: 'proof', number: '1238265432' }, 'DirectBank')).toBeUndefined();
    for (const number of ['', '123-82-6543', '123-82-654321', '010-1234-5678'])
      expect(cashReceiptDraftProblem({ kind: 'proof', number }, 'VBank')).toBe(cashReceiptMessages.business);
  });

  it('sends the kind and the number as typed, for a transfer or a virtual account', () => {
    expect(cashReceiptRequestOf({ kind: 'proof', number: ' 123-82-65432 ' }, 'VBank')).toEqual({
      cashReceipt: { kind: 'proof', identifier: '123-82-65432' },
    });
    expect(cashReceiptRequestOf({ kind: 'deduction', number: '010-1234-5678' }, 'DirectBank')).toEqual({
      cashReceipt: { kind: 'deduction', identifier: '010-1234-5678' },
    });
  });
});
