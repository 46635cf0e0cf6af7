import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder } from '../payment-gateway.port';
import {
  escrowConfirmForm,
  escrowDeliveryForm,
  readEscrowNotice,
  registerEscrowDelivery,
} from './inicis-escrow';
import { prepareMobile } from './inicis-mobile';
import { readInicisNotice } from './inicis-notice';
import { preparePc } from './inicis-pc';
import { type InicisSettings, inicisEndpoints } from './inicis-settings';

/**
 * The KG Inicis escrow (구매안전서비스) wire format, field by field, from the published samples named in
 * inicis-escrow.ts: the window option, INIAPI v1 delivery registration, the confirmation window and the
 * status notices. The escrow test merchant `iniescrow0` and its INIAPI key are integrations.md §1.0's.
 */

const settings: InicisSettings = {
  ...inicisEndpoints(true),
  mid: 'iniescrow0',
  signKey: 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS',
  mobileHashKey: '3CB8183A4BE283555ACC8363C0360223',
  apiKey: 'yERbIlJ3NhTeObsA',
  apiIv: 'tOGDXbfoajk2DQ==',
  clientIp: '10.0.0.7',
};

const order = (method: PaymentOrder['method'], escrow: boolean): PaymentOrder => ({
  oid: 'M2611260001-1A2B3C4D',
  amount: 33_000,
  goodName: '성경 읽기 노트',
  buyerName: '김교회',
  buyerTel: '01077778888',
  buyerEmail: 'church@example.com',
  method,
  returnUrl: 'https://shop.example/api/payment/return/pc',
  closeUrl: 'https://shop.example/api/payment/close',
  notiUrl: 'https://shop.example/api/payment/mobile/noti',
  vbankDeadline: new Date('2026-11-29T14:59:00Z'),
  escrow,
});

describe('the escrow option of the payment window', () => {
  it('adds useescrow to the PC acceptmethod for a transfer or a virtual account only', () => {
    // integrations.md §1.1: acceptmethod options include `useescrow`.
    const options = (method: PaymentOrder['method'], escrow: boolean) =>
      preparePc(settings, order(method, escrow)).fields.acceptmethod?.split(':');
    expect(options('VBank', true)).toContain('useescrow');
    expect(options('DirectBank', true)).toContain('useescrow');
    expect(options('Card', true)).not.toContain('useescrow');
    expect(options('KakaoPay', true)).not.toContain('useescrow');
    expect(options('VBank', false)).not.toContain('useescrow');
  });

  it('adds useescrow=Y to the mobile P_RESERVED, its mobile equivalent', () => {
    // integrations.md §1.2: P_RESERVED options include `useescrow=Y`.
    const reserved = (method: PaymentOrder['method'], escrow: boolean) =>
      prepareMobile(settings, order(method, escrow)).fields.P_RESERVED?.split('&');
    expect(reserved('VBank', true)).toContain('useescrow=Y');
    expect(reserved('DirectBank', true)).toContain('useescrow=Y');
    expect(reserved('Card', true)).not.toContain('useescrow=Y');
    expect(reserved('VBank', false)).not.toContain('useescrow=Y');
  });
});

const delivery = {
  tid: 'StdpayVBNKiniescrow020261126101010123456',
  oid: 'M2611260001-1A2B3C4D',
  amount: 33_000,
  report: 'I' as const,
  invoice: '123456789012',
  courier: 'CJ대한통운',
  registrant: 'admin',
  chargedTo: 'seller' as const,
  shippedAt: new Date('2026-11-26T01:10:10Z'),
  sender: { name: '하나바이블', tel: '02-123-4567', zipCode: '', address: '서울 종로구 1' },
  recipient: {
    name: '박수령',
    tel: '010-4444-5555',
    zipCode: '06236',
    address: '서울 강남구 테헤란로 123 4층',
  },
  goodsName: '성경 읽기 노트',
};

describe('the escrow delivery registration (INIAPI v1 /api/v1/escrow, type=Dlv)', () => {
  it('posts the sample’s fields in its order with its hash', () => {
    const now = new Date('2026-11-26T01:10:10Z');
    const form = escrowDeliveryForm(settings, delivery, now);
    // Field names and order of Inicis's escrow sample (public code excerpt 67159650888) and of G7
    // registerEscrowDelivery: type, mid, clientIp, timestamp, tid, oid, price, report, invoice,
    // registName, exCode, exName, charge, invoiceDay, sendName, sendTel, sendPost, sendAddr1, recvName,
    // recvTel, recvPost, recvAddr, hashData.
    expect(Object.keys(form)).toEqual([
      'type',
      'mid',
      'clientIp',
      'timestamp',
      'tid',
      'oid',
      'price',
      'report',
      'invoice',
      'registName',
      'exCode',
      'exName',
      'charge',
      'invoiceDay',
      'sendName',
      'sendTel',
      'sendPost',
      'sendAddr1',
      'recvName',
      'recvTel',
      'recvPost',
      'recvAddr',
      'hashData',
    ]);
    expect(form).toMatchObject({
      type: 'Dlv',
      mid: 'iniescrow0',
      clientIp: '10.0.0.7',
      // YYYYMMDDhhmmss, Korean time.
      timestamp: '20261126101010',
      tid: delivery.tid,
      oid: delivery.oid,
      price: '33000',
      report: 'I',
      invoice: '123456789012',
      registName: 'admin',
      exCode: 'cjgls',
      exName: 'CJ대한통운',
      // "SH":판매자부담, "BH":구매자부담.
      charge: 'SH',
      // date("Y-m-d H:i:s") in the sample.
      invoiceDay: '2026-11-26 10:10:10',
      recvName: '박수령',
      recvPost: '06236',
    });
    // "hash => INIAPIKey + type + timestamp + clientIp + mid + oid + tid + price", SHA-512 hex.
    const plain = `yERbIlJ3NhTeObsADlv2026112610101010.0.0.7iniescrow0${delivery.oid}${delivery.tid}33000`;
    expect(form.hashData).toBe(createHash('sha512').update(plain, 'utf8').digest('hex'));
  });

  it('posts form-encoded to {iniapi}/api/v1/escrow and reads resultCode 00 as registered', async () => {
    const calls: { url: string; body: string; type: string | null }[] = [];
    const answering = (answer: string, status = 200) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({
          url: String(url),
          body: String(init?.body),
          type: new Headers(init?.headers).get('content-type'),
        });
        return new Response(answer, { status });
      }) as typeof fetch;
    const ok = await registerEscrowDelivery(
      settings,
      answering('{"resultCode":"00","resultMsg":"정상처리"}'),
      delivery,
    );
    expect(ok).toMatchObject({ ok: true });
    expect(calls[0]?.url).toBe('https://stginiapi.inicis.com/api/v1/escrow');
    expect(calls[0]?.type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(calls[0]?.body).get('type')).toBe('Dlv');
    const refused = await registerEscrowDelivery(
      settings,
      answering('resultCode=01&resultMsg=%EA%B1%B0%EB%9E%98%EC%97%86%EC%9D%8C'),
      delivery,
    );
    expect(refused).toEqual({ ok: false, code: '01', message: '거래없음' });
    const lost = await registerEscrowDelivery(settings, answering('gateway', 502), delivery);
    expect(lost).toMatchObject({ ok: false, inDoubt: true });
  });
});

describe('the buyer’s confirmation window (G7 UserEscrowConfirmController)', () => {
  it('is INIStdPay_escrow_conf.js with the escrow TID on PC, ESCROWCONFIRM on mobile', () => {
    const request = {
      tid: delivery.tid,
      returnUrl: 'https://shop.example/api/payment/escrow/return',
      closeUrl: 'https://shop.example/api/payment/close',
    };
    const pc = escrowConfirmForm(settings, { ...request, device: 'pc' });
    expect(pc).toMatchObject({
      device: 'pc',
      jsUrl: 'https://stgstdpay.inicis.com/stdjs/INIStdPay_escrow_conf.js',
    });
    expect(Object.keys(pc.fields)).toEqual([
      'version',
      'mid',
      'tid',
      'timestamp',
      'mKey',
      'currency',
      'returnUrl',
      'closeUrl',
      'acceptmethod',
    ]);
    expect(pc.fields).toMatchObject({
      version: '1.0',
      mid: 'iniescrow0',
      tid: delivery.tid,
      mKey: '3a9503069192f207491d4b19bd743fc249a761ed94246c8c42fed06c3cd15a33',
      currency: 'WON',
    });
    const mobile = escrowConfirmForm(settings, { ...request, device: 'mobile' });
    expect(mobile).toMatchObject({ device: 'mobile', action: 'https://mobile.inicis.com/smart/payment/' });
    expect(mobile.fields).toEqual({
      P_INI_PAYMENT: 'ESCROWCONFIRM',
      P_MID: 'iniescrow0',
      P_ESCROW_TID: delivery.tid,
      P_NEXT_URL: request.returnUrl,
      P_RESERVED: '',
    });
  });
});

describe('the escrow status notice (G7 EscrowNotifyRequest)', () => {
  const notice = (fields: Record<string, string>) => ({
    id_merchant: 'iniescrow0',
    no_oid: delivery.oid,
    no_tid: delivery.tid,
    dt_req: '20261126101010',
    cl_paymethod: '',
    price: '33000',
    ...fields,
  });

  it('reads each cl_status as documented', () => {
    const statuses = Object.fromEntries(
      ['2', '3', '31', '32', '4', '8', '10'].map((code) => {
        const read = readEscrowNotice(settings, notice({ cl_status: code }));
        return [code, read.kind === 'escrow' ? read.escrow.status : read.kind];
      }),
    );
    expect(statuses).toEqual({
      '2': 'delivered',
      '3': 'confirmed',
      '31': 'autoConfirmed',
      '32': 'forcedConfirmed',
      '4': 'refused',
      '8': 'cancelled',
      '10': 'refusalAcknowledged',
    });
    expect(readEscrowNotice(settings, notice({ cl_status: '4', msg_deny: '파손' }))).toMatchObject({
      kind: 'escrow',
      escrow: { tid: delivery.tid, oid: delivery.oid, amount: 33_000, refusalReason: '파손' },
    });
    expect(readEscrowNotice(settings, notice({ cl_status: '99' })).kind).toBe('ignore');
  });

  it('is refused from another address or for another merchant', () => {
    const allowed = (ip: string) => ip === '203.238.37.15';
    expect(readInicisNotice(settings, allowed, notice({ cl_status: '3' }), '203.238.37.15').kind).toBe(
      'escrow',
    );
    expect(readInicisNotice(settings, allowed, notice({ cl_status: '3' }), '198.51.100.7').kind).toBe(
      'untrusted',
    );
    expect(
      readInicisNotice(
        settings,
        allowed,
        notice({ cl_status: '3', id_merchant: 'INIpayTest' }),
        '203.238.37.15',
      ).kind,
    ).toBe('untrusted');
  });
});
