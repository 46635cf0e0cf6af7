import { describe, expect, it } from 'vitest';
import { cartOptionLabel, deliveryRuleText, warehouseLabel } from './cart-labels';

describe('cart labels', () => {
  it('names a warehouse, or says 배송지 when it has no name', () => {
    expect(warehouseLabel('하나바이블 물류센터')).toBe('하나바이블 물류센터');
    expect(warehouseLabel('  ')).toBe('배송지');
  });

  it('states the delivery rule of a warehouse', () => {
    expect(deliveryRuleText({ deliveryFee: 3000, deliveryFreeOption: 50_000 })).toBe(
      '50,000원 초과 구매 시 무료배송, 이하 3,000원',
    );
    expect(deliveryRuleText({ deliveryFee: 0, deliveryFreeOption: 50_000 })).toBe('무료배송');
    expect(deliveryRuleText({ deliveryFee: 2500, deliveryFreeOption: 0 })).toBe('무료배송');
  });

  it('shows a TREE line by its path and a WRITING line by its text', () => {
    expect(
      cartOptionLabel({
        type: 'TREE',
        optionPathNames: ['유아부', '1학기'],
        optionMessage: null,
        writingList: [],
      }),
    ).toBe('유아부 / 1학기');
    expect(
      cartOptionLabel({
        type: 'WRITING',
        optionPathNames: [],
        optionMessage: '사랑반 김하나',
        writingList: [],
      }),
    ).toBe('문구: 사랑반 김하나');
    expect(
      cartOptionLabel({
        type: 'WRITING',
        optionPathNames: ['이름 새김 문구'],
        optionMessage: '사랑반 김하나',
        writingList: [],
      }),
    ).toBe('이름 새김 문구: 사랑반 김하나');
  });

  it('shows a TREE line’s engraving after its path', () => {
    expect(
      cartOptionLabel({
        type: 'TREE',
        optionPathNames: ['유아부', '2학기', '학생용'],
        optionMessage: null,
        writingList: [
          { optionId: 4, optionName: '이름 새김 문구', optionMessage: '사랑반 김교사', extraPrice: 1000 },
        ],
      }),
    ).toBe('유아부 / 2학기 / 학생용 · 이름 새김 문구: 사랑반 김교사');
  });
});
