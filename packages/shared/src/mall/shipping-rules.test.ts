import { describe, expect, it } from 'vitest';
import { courierNamed, pendingRequestShipMessage } from './shipping-rules';

describe('courierNamed', () => {
  it('takes our couriers as they are written', () => {
    expect(courierNamed('한진택배')).toBe('한진택배');
    expect(courierNamed('CJ대한통운')).toBe('CJ대한통운');
  });

  it('recognises a warehouse’s courier typed another way', () => {
    expect(courierNamed('CJ 대한통운')).toBe('CJ대한통운');
    expect(courierNamed('cj택배')).toBe('CJ대한통운');
    expect(courierNamed('대한통운')).toBe('CJ대한통운');
    expect(courierNamed(' 우체국 ')).toBe('우체국택배');
    expect(courierNamed('롯데글로벌로지스')).toBe('롯데택배');
    expect(courierNamed('로젠')).toBe('로젠택배');
  });

  it('chooses none for a name that is no courier of ours, or more than one', () => {
    expect(courierNamed('직접 배송')).toBeNull();
    expect(courierNamed('CJ 또는 한진')).toBeNull();
    expect(courierNamed('')).toBeNull();
    expect(courierNamed(null)).toBeNull();
  });
});

describe('pendingRequestShipMessage', () => {
  it('names the kind of request in progress', () => {
    expect(pendingRequestShipMessage('PAYBACK')).toBe(
      '반품 신청이 처리 중인 상품입니다. 쇼핑몰 교환·반품에서 신청을 먼저 처리한 뒤 발송해 주세요.',
    );
  });
});
