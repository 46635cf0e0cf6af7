import { describe, expect, it } from 'vitest';
import {
  courierText,
  emptyWarehouseDraft,
  freeDeliveryText,
  type WarehouseDraft,
  warehouseDraftOf,
  warehouseMessages,
  warehouseRequestOf,
  warehouseSavedMessage,
} from './warehouse-form';

const draft = (part: Partial<WarehouseDraft> = {}): WarehouseDraft => ({
  name: '본사 창고',
  deliveryCompany: 'CJ대한통운',
  deliveryFee: '3,000',
  deliveryFreeOption: '50000원',
  additionalDeliveryFee: '5000',
  ...part,
});

describe('warehouseRequestOf', () => {
  it('sends the amounts as whole won, however they were written', () => {
    expect(warehouseRequestOf(draft())).toEqual({
      ok: true,
      body: {
        name: '본사 창고',
        deliveryCompany: 'CJ대한통운',
        deliveryFee: 3000,
        deliveryFreeOption: 50_000,
        additionalDeliveryFee: 5000,
      },
    });
  });

  it('trims the name and the courier', () => {
    expect(warehouseRequestOf(draft({ name: '  본사 창고 ', deliveryCompany: ' 한진택배 ' }))).toMatchObject({
      ok: true,
      body: { name: '본사 창고', deliveryCompany: '한진택배' },
    });
  });

  it('takes a courier not in the list, or none', () => {
    expect(warehouseRequestOf(draft({ deliveryCompany: '경동택배' }))).toMatchObject({
      ok: true,
      body: { deliveryCompany: '경동택배' },
    });
    expect(warehouseRequestOf(draft({ deliveryCompany: '  ' }))).toMatchObject({
      ok: true,
      body: { deliveryCompany: '' },
    });
  });

  it('takes 0 won for every amount (free delivery, no additional fee)', () => {
    expect(
      warehouseRequestOf(draft({ deliveryFee: '0', deliveryFreeOption: '0원', additionalDeliveryFee: '0' })),
    ).toMatchObject({ ok: true, body: { deliveryFee: 0, deliveryFreeOption: 0, additionalDeliveryFee: 0 } });
  });

  it('sends an empty additional fee as 0, the server’s default', () => {
    expect(warehouseRequestOf(draft({ additionalDeliveryFee: ' ' }))).toMatchObject({
      ok: true,
      body: { additionalDeliveryFee: 0 },
    });
  });

  it('requires a name', () => {
    expect(warehouseRequestOf(draft({ name: ' \n ' }))).toEqual({
      ok: false,
      problem: warehouseMessages.nameRequired,
      field: 'name',
    });
    expect(warehouseRequestOf(emptyWarehouseDraft)).toMatchObject({ ok: false, field: 'name' });
  });

  it('takes names up to 100 characters and couriers up to 50, counted as the database counts', () => {
    expect(warehouseRequestOf(draft({ name: '가'.repeat(100) }))).toMatchObject({ ok: true });
    expect(warehouseRequestOf(draft({ name: '😀'.repeat(100) }))).toMatchObject({ ok: true });
    expect(warehouseRequestOf(draft({ name: '가'.repeat(101) }))).toEqual({
      ok: false,
      problem: warehouseMessages.nameTooLong,
      field: 'name',
    });
    expect(warehouseRequestOf(draft({ deliveryCompany: '가'.repeat(51) }))).toEqual({
      ok: false,
      problem: warehouseMessages.courierTooLong,
      field: 'deliveryCompany',
    });
  });

  it('requires the delivery fee and the free-delivery threshold', () => {
    expect(warehouseRequestOf(draft({ deliveryFee: '' }))).toEqual({
      ok: false,
      problem: warehouseMessages.deliveryFeeRequired,
      field: 'deliveryFee',
    });
    expect(warehouseRequestOf(draft({ deliveryFreeOption: ' ' }))).toEqual({
      ok: false,
      problem: warehouseMessages.deliveryFreeOptionRequired,
      field: 'deliveryFreeOption',
    });
  });

  it('refuses negative, fractional and worded amounts, naming the box', () => {
    for (const text of ['-1000', '2500.5', '삼천원', '1e3']) {
      expect(warehouseRequestOf(draft({ deliveryFee: text }))).toEqual({
        ok: false,
        problem: warehouseMessages.deliveryFeeInvalid,
        field: 'deliveryFee',
      });
      expect(warehouseRequestOf(draft({ deliveryFreeOption: text }))).toEqual({
        ok: false,
        problem: warehouseMessages.deliveryFreeOptionInvalid,
        field: 'deliveryFreeOption',
      });
      expect(warehouseRequestOf(draft({ additionalDeliveryFee: text }))).toEqual({
        ok: false,
        problem: warehouseMessages.additionalDeliveryFeeInvalid,
        field: 'additionalDeliveryFee',
      });
    }
  });

  it('refuses amounts over what the server takes', () => {
    expect(warehouseRequestOf(draft({ deliveryFee: '1,000,000' }))).toMatchObject({ ok: true });
    expect(warehouseRequestOf(draft({ deliveryFee: '1,000,001' }))).toMatchObject({
      ok: false,
      field: 'deliveryFee',
    });
    expect(warehouseRequestOf(draft({ deliveryFreeOption: '100,000,000' }))).toMatchObject({ ok: true });
    expect(warehouseRequestOf(draft({ deliveryFreeOption: '100,000,001' }))).toMatchObject({
      ok: false,
      field: 'deliveryFreeOption',
    });
    expect(warehouseRequestOf(draft({ additionalDeliveryFee: '1000001' }))).toMatchObject({
      ok: false,
      field: 'additionalDeliveryFee',
    });
  });

  it('says the first problem in the order of the form', () => {
    expect(warehouseRequestOf(draft({ name: '', deliveryFee: 'x' }))).toMatchObject({ field: 'name' });
    expect(warehouseRequestOf(draft({ deliveryFee: 'x', deliveryFreeOption: 'y' }))).toMatchObject({
      field: 'deliveryFee',
    });
  });

  it('sends a saved warehouse back unchanged when nothing was edited', () => {
    const saved = {
      name: '물류센터',
      deliveryCompany: '롯데택배',
      deliveryFee: 3500,
      deliveryFreeOption: 30_000,
      additionalDeliveryFee: 0,
    };
    expect(warehouseDraftOf(saved)).toEqual({
      name: '물류센터',
      deliveryCompany: '롯데택배',
      deliveryFee: '3,500',
      deliveryFreeOption: '30,000',
      additionalDeliveryFee: '0',
    });
    expect(warehouseRequestOf(warehouseDraftOf(saved))).toEqual({ ok: true, body: saved });
  });
});

describe('the table texts', () => {
  it('says the free-delivery rule as the cart applies it: free above the threshold', () => {
    expect(freeDeliveryText(50_000)).toBe('50,000원 초과 무료');
    expect(freeDeliveryText(0)).toBe('0원 초과 무료');
  });

  it('shows a dash for a warehouse without a courier', () => {
    expect(courierText('CJ대한통운')).toBe('CJ대한통운');
    expect(courierText('')).toBe('-');
  });
});

describe('warehouseSavedMessage', () => {
  it('names the warehouse added or saved', () => {
    expect(warehouseSavedMessage('본사 창고', true)).toBe('창고를 추가했습니다 (본사 창고).');
    expect(warehouseSavedMessage('본사 창고', false)).toBe('창고 정보를 저장했습니다 (본사 창고).');
  });
});
