import { describe, expect, it } from 'vitest';
import { barWidths } from './bar-widths';

describe('barWidths', () => {
  it('gives the biggest amount the whole bar and the others their share', () => {
    expect(barWidths([200_000, 100_000, 50_000])).toEqual([100, 50, 25]);
  });

  it('rounds to one decimal', () => {
    expect(barWidths([300_000, 100_000])).toEqual([100, 33.3]);
  });

  it('keeps a sliver for a small but real amount', () => {
    expect(barWidths([1_000_000, 1_000])).toEqual([100, 1]);
  });

  it('draws nothing for zero or for more refunded than sold', () => {
    expect(barWidths([10_000, 0, -4_000])).toEqual([100, 0, 0]);
  });

  it('draws nothing at all when no amount is above zero', () => {
    expect(barWidths([0, -4_000])).toEqual([0, 0]);
    expect(barWidths([])).toEqual([]);
  });
});
