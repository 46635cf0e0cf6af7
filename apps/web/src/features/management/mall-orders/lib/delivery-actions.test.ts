import { couriers } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  deliveryActionsOf,
  deliveryRequestOf,
  invoiceDraftOf,
  invoiceMessages,
  trackingUrlOf,
} from './delivery-actions';

describe('deliveryActionsOf', () => {
  it('lets a READY line be shipped, and nothing else', () => {
    expect(deliveryActionsOf('READY')).toEqual(['ship']);
  });

  it('lets a START line be marked delivered or have its invoice corrected', () => {
    expect(deliveryActionsOf('START')).toEqual(['deliver', 'correctInvoice']);
  });

  it('leaves delivered, unpaid, returned and exchanged lines read-only', () => {
    for (const status of ['DELIVERED', 'NOT_PAID', 'PART_RETURNED', 'FULL_RETURNED', 'FULL_EXCHANGED', 'X'])
      expect(deliveryActionsOf(status)).toEqual([]);
  });
});

describe('invoiceDraftOf', () => {
  it('starts from the line’s courier when it is one of ours', () => {
    expect(invoiceDraftOf({ deliveryCompany: '한진택배', invoiceNumber: null })).toEqual({
      deliveryCompany: '한진택배',
      invoiceNumber: '',
    });
  });

  it('chooses no courier for one we cannot send (a warehouse’s own name)', () => {
    expect(invoiceDraftOf({ deliveryCompany: '직접 배송', invoiceNumber: '123' }).deliveryCompany).toBe('');
  });

  it('opens a line to ship with its warehouse’s courier, even when the line was ordered with another name', () => {
    expect(invoiceDraftOf({ deliveryCompany: 'CJ 대한통운', invoiceNumber: null }, 'CJ대한통운')).toEqual({
      deliveryCompany: 'CJ대한통운',
      invoiceNumber: '',
    });
    expect(
      invoiceDraftOf({ deliveryCompany: '한진택배', invoiceNumber: null }, '우체국택배').deliveryCompany,
    ).toBe('우체국택배');
  });

  it('opens a shipped line’s correction with the courier it was shipped with', () => {
    expect(
      invoiceDraftOf({ deliveryCompany: '한진택배', invoiceNumber: '123412341234' }, '우체국택배'),
    ).toEqual({ deliveryCompany: '한진택배', invoiceNumber: '123412341234' });
  });
});

describe('deliveryRequestOf', () => {
  const shipped = { deliveryCompany: 'CJ대한통운', invoiceNumber: '123412341234' };

  it('marks delivered without a courier or invoice', () => {
    expect(deliveryRequestOf('deliver')).toEqual({ ok: true, body: { deliveryStatus: 'DELIVERED' } });
  });

  it('ships with the courier and the bare invoice number', () => {
    expect(
      deliveryRequestOf('ship', { deliveryCompany: '우체국택배', invoiceNumber: ' 6894-1234 5678 ' }),
    ).toEqual({
      ok: true,
      body: { deliveryStatus: 'START', deliveryCompany: '우체국택배', invoiceNumber: '689412345678' },
    });
  });

  it('asks for a courier first, then an invoice number', () => {
    expect(deliveryRequestOf('ship', { deliveryCompany: '', invoiceNumber: '' })).toEqual({
      ok: false,
      problem: invoiceMessages.courierRequired,
      field: 'deliveryCompany',
    });
    expect(deliveryRequestOf('ship', { deliveryCompany: '롯데택배', invoiceNumber: ' - ' })).toEqual({
      ok: false,
      problem: invoiceMessages.invoiceRequired,
      field: 'invoiceNumber',
    });
  });

  it('refuses a courier outside the list and odd or long invoice numbers', () => {
    expect(deliveryRequestOf('ship', { deliveryCompany: '경동택배', invoiceNumber: '1' })).toMatchObject({
      field: 'deliveryCompany',
    });
    for (const invoiceNumber of ['12/34', '송장123', '1'.repeat(31)])
      expect(deliveryRequestOf('ship', { deliveryCompany: '로젠택배', invoiceNumber })).toMatchObject({
        problem: invoiceMessages.invoiceInvalid,
        field: 'invoiceNumber',
      });
  });

  it('corrects an invoice as START again', () => {
    expect(
      deliveryRequestOf('correctInvoice', { deliveryCompany: 'CJ대한통운', invoiceNumber: '999' }, shipped),
    ).toEqual({
      ok: true,
      body: { deliveryStatus: 'START', deliveryCompany: 'CJ대한통운', invoiceNumber: '999' },
    });
  });

  it('refuses a correction that changes nothing', () => {
    expect(
      deliveryRequestOf(
        'correctInvoice',
        { deliveryCompany: 'CJ대한통운', invoiceNumber: '1234-1234-1234' },
        shipped,
      ),
    ).toEqual({ ok: false, problem: invoiceMessages.invoiceUnchanged, field: 'invoiceNumber' });
  });
});

describe('trackingUrlOf', () => {
  it('links every courier of the list to its tracking page with the invoice number', () => {
    for (const courier of couriers) {
      const url = trackingUrlOf(courier, '1234-5678');
      expect(url).toMatch(/^https:\/\//);
      expect(url).toContain('12345678');
    }
  });

  it('has no link without an invoice number or for an unknown courier', () => {
    expect(trackingUrlOf('CJ대한통운', null)).toBeNull();
    expect(trackingUrlOf('CJ대한통운', ' ')).toBeNull();
    expect(trackingUrlOf('직접 배송', '123')).toBeNull();
    expect(trackingUrlOf(null, '123')).toBeNull();
  });
});
