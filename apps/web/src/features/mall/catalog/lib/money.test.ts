import { describe, expect, it } from 'vitest';
import { formatWon } from '../../../../lib/format-won';
import { licensePrice } from './license-price';
import { extraPriceLabel, priceView } from './money';

describe('prices', () => {
  it('writes won with thousands separators', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(0)).toBe('0원');
  });

  it('labels an option’s extra price, and nothing for none', () => {
    expect(extraPriceLabel(1000)).toBe('+1,000원');
    expect(extraPriceLabel(-500)).toBe('-500원');
    expect(extraPriceLabel(0)).toBe('');
  });

  it('shows a discount with the regular price struck and the rate', () => {
    expect(priceView({ regularPrice: 15000, sellingPrice: 12000, discountRate: 20, isFree: false })).toEqual({
      free: false,
      selling: 12000,
      regular: 15000,
      discountRate: 20,
    });
    expect(priceView({ regularPrice: 3000, sellingPrice: 3000, discountRate: 0, isFree: false })).toEqual({
      free: false,
      selling: 3000,
      regular: null,
      discountRate: null,
    });
  });

  it('says 무료 for a free item, and for a related item costing nothing', () => {
    expect(priceView({ regularPrice: 0, sellingPrice: 0, discountRate: 0, isFree: true })).toEqual({
      free: true,
    });
    expect(priceView({ regularPrice: 1000, sellingPrice: 0, discountRate: 100 })).toEqual({ free: true });
  });

  it('prices an image content by the licence chosen', () => {
    expect(licensePrice({ isFree: false }, { licensePrice: 15000 })).toBe(15000);
    expect(licensePrice({ isFree: true }, { licensePrice: 4000 })).toBe(0);
  });
});
