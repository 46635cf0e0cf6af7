import { describe, expect, it } from 'vitest';
import { defaultTaxTypeOf, splitVat } from './tax-type';

describe('splitVat', () => {
  it('takes 1/11 of a taxable price as its VAT, rounded to the won, and none of an exempt one', () => {
    expect(splitVat(11_000, 'TAXABLE')).toEqual({ supplyAmount: 10_000, vat: 1000 });
    expect(splitVat(1000, 'TAXABLE')).toEqual({ supplyAmount: 909, vat: 91 });
    expect(splitVat(10_000, 'TAXABLE')).toEqual({ supplyAmount: 9091, vat: 909 });
    expect(splitVat(11_000, 'EXEMPT')).toEqual({ supplyAmount: 11_000, vat: 0 });
    expect(splitVat(0, 'TAXABLE')).toEqual({ supplyAmount: 0, vat: 0 });
  });

  it('the two parts always add up to the price', () => {
    for (let amount = 0; amount < 2000; amount += 7) {
      const { supplyAmount, vat } = splitVat(amount, 'TAXABLE');
      expect(supplyAmount + vat).toBe(amount);
    }
  });

  it('defaults goods (textbooks) to 면세 and contents to 과세', () => {
    expect(defaultTaxTypeOf('PRODUCT')).toBe('EXEMPT');
    expect(defaultTaxTypeOf('CONTENT')).toBe('TAXABLE');
  });
});
