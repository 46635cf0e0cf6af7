import { describe, expect, it } from 'vitest';
import {
  firstReceiptOrganisationProblem,
  receiptOrganisationOf,
  receiptOrganisationRequest,
  receiptOrganisationMessages as say,
} from './receipt-organisation';

describe('영수증 발행 정보', () => {
  it('is optional: both boxes empty is no problem and no organisation', () => {
    expect(firstReceiptOrganisationProblem({})).toBeNull();
    expect(firstReceiptOrganisationProblem({ receiptOrgName: ' ', receiptOrgNumber: '' })).toBeNull();
    expect(receiptOrganisationOf({ receiptOrgName: '', receiptOrgNumber: '' })).toBeNull();
  });

  it('asks for both, the name first, then ten digits', () => {
    expect(firstReceiptOrganisationProblem({ receiptOrgNumber: '1238212345' })).toEqual({
      field: 'receiptOrgName',
      message: say.nameRequired,
    });
    expect(firstReceiptOrganisationProblem({ receiptOrgName: '새빛교회' })).toEqual({
      field: 'receiptOrgNumber',
      message: say.numberRequired,
    });
    for (const number of ['123-82-1234', '123-82-123456', '123.82.12345', '일이삼-82-12345'])
      expect(
        firstReceiptOrganisationProblem({ receiptOrgName: '새빛교회', receiptOrgNumber: number }),
      ).toEqual({ field: 'receiptOrgNumber', message: say.numberInvalid });
    expect(
      firstReceiptOrganisationProblem({ receiptOrgName: '가'.repeat(101), receiptOrgNumber: '1238212345' }),
    ).toEqual({ field: 'receiptOrgName', message: say.nameTooLong });
  });

  it('keeps the name trimmed and the number written 000-00-00000, with or without hyphens or spaces', () => {
    for (const number of ['1238212345', '123-82-12345', ' 123 82 12345 '])
      expect(receiptOrganisationOf({ receiptOrgName: ' 새빛교회 ', receiptOrgNumber: number })).toEqual({
        name: '새빛교회',
        number: '123-82-12345',
      });
  });

  it('is sent only when some of it was typed', () => {
    expect(receiptOrganisationRequest({ receiptOrgName: ' ', receiptOrgNumber: '' })).toEqual({});
    expect(receiptOrganisationRequest({ receiptOrgName: ' 새빛교회', receiptOrgNumber: '' })).toEqual({
      receiptOrgName: '새빛교회',
      receiptOrgNumber: '',
    });
  });
});
