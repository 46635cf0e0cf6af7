import { describe, expect, it } from 'vitest';
import {
  initialDraft,
  type OrderDraft,
  payMethods,
  withOrdererAsRecipient,
  withoutRecipient,
} from './order-draft';
import { orderFormFixture } from './order-form.fixture';
import { buildPlaceOrderRequest, gopaymethodOf, newOrderKey } from './pay-request';

const form = orderFormFixture();
const draft: OrderDraft = {
  ...initialDraft(form),
  ordererName: ' 김하나 ',
  recipientName: '이받음 ',
  recipientPhone: '010-9876-5432',
  zipCode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailedAddress: ' 3층 ',
  shippingMemo: '문 앞에 놓아 주세요',
  requestMessages: { 4: ' 파손 주의 ' },
  payMethod: 'vbank',
};

describe('buildPlaceOrderRequest', () => {
  it('sends the typed fields trimmed, with the request message of each warehouse', () => {
    expect(buildPlaceOrderRequest({ orderKey: 'key-12345', form, draft, device: 'pc' })).toEqual({
      orderKey: 'key-12345',
      cartIdSet: [11, 12],
      buyerName: '김하나',
      buyerTel: '010-1234-5678',
      buyerEmail: 'hana@example.com',
      shippingName: '이받음',
      shippingPhone: '010-9876-5432',
      zipCode: '06236',
      address: '서울 강남구 테헤란로 1',
      detailedAddress: '3층',
      shippingMemo: '문 앞에 놓아 주세요',
      deliveryRequestMessageJson: [{ warehouseId: 4, requestMessage: '파손 주의' }],
      gopaymethod: 'VBank',
    });
  });

  it('names the method as the device’s payment window does', () => {
    expect(buildPlaceOrderRequest({ orderKey: 'k', form, draft, device: 'mobile' }).gopaymethod).toBe(
      'VBANK',
    );
    expect(gopaymethodOf('card', 'pc')).toBe('Card');
    expect(gopaymethodOf('card', 'mobile')).toBe('CARD');
    expect(gopaymethodOf('bank', 'pc')).toBe('DirectBank');
    expect(gopaymethodOf('bank', 'mobile')).toBe('BANK');
    expect(gopaymethodOf(null, 'pc')).toBeUndefined();
  });

  it('names an easy pay by its window’s direct call on both devices, offered right after the card', () => {
    expect(gopaymethodOf('kakaopay', 'pc')).toBe('onlykakaopay');
    expect(gopaymethodOf('kakaopay', 'mobile')).toBe('onlykakaopay');
    expect(gopaymethodOf('naverpay', 'pc')).toBe('onlynaverpay');
    expect(gopaymethodOf('naverpay', 'mobile')).toBe('onlynaverpay');
    expect(payMethods.map((method) => method.label)).toEqual([
      '신용카드',
      '카카오페이',
      '네이버페이',
      '실시간 계좌이체',
      '가상계좌',
    ]);
  });

  it('sends no method for a free order', () => {
    const free = orderFormFixture({ totalPaidAmount: 0 });
    expect(buildPlaceOrderRequest({ orderKey: 'k', form: free, draft, device: 'pc' })).not.toHaveProperty(
      'gopaymethod',
    );
  });

  it('sends empty shipping fields when only contents are ordered', () => {
    const contents = orderFormFixture({ needsShipping: false, productInfo: { warehouses: [] } });
    const request = buildPlaceOrderRequest({ orderKey: 'k', form: contents, draft, device: 'pc' });
    expect(request).toMatchObject({
      shippingName: '',
      shippingPhone: '',
      zipCode: '',
      address: '',
      detailedAddress: '',
      shippingMemo: '',
      deliveryRequestMessageJson: [],
    });
  });
});

describe('order draft', () => {
  it('copies the orderer and the member’s address to the recipient, and empties them again', () => {
    const copied = withOrdererAsRecipient(draft, form);
    expect(copied).toMatchObject({
      recipientName: ' 김하나 ',
      recipientPhone: '010-1234-5678',
      zipCode: '06236',
      address: '서울 강남구 테헤란로 1',
      detailedAddress: '3층',
    });
    expect(withoutRecipient(copied)).toMatchObject({
      recipientName: '',
      recipientPhone: '',
      zipCode: '',
      address: '',
      detailedAddress: '',
    });
  });

  it('keeps the typed address when the member has none', () => {
    const noAddress = orderFormFixture({ orderZipCode: '', orderAddress: '', orderDetailedAddress: '' });
    expect(withOrdererAsRecipient(draft, noAddress).address).toBe('서울 강남구 테헤란로 1');
  });
});

describe('newOrderKey', () => {
  it('makes a different key of the allowed length each time', () => {
    const first = newOrderKey();
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(first.length).toBeLessThanOrEqual(64);
    expect(newOrderKey()).not.toBe(first);
  });
});
