import { sameSitePath } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config';
import { contentSecurityPolicy } from '../../../platform/http/security-headers';
import { inicisTestEnvironment } from '../../../test/inicis-test-merchant';
import { createPayments } from '../create-payments';
import { closePageSecurityPolicy } from '../payment-close.routes';
import { inicisGateway } from './inicis-gateway';
import { inicisEndpoints } from './inicis-settings';
import { iniapiHashData, pcSignature, pcVerification } from './inicis-signatures';

const realKeys = inicisTestEnvironment;

const settings = {
  ...inicisEndpoints(true),
  mid: 'INIpayTest',
  signKey: realKeys.INICIS_SIGN_KEY,
  mobileHashKey: realKeys.INICIS_MOBILE_HASH_KEY,
  apiKey: realKeys.INICIS_API_KEY,
  apiIv: realKeys.INICIS_API_IV,
  clientIp: '203.0.113.10',
};
const noNetwork: typeof fetch = async () => {
  throw new Error('no network in this test');
};

describe('KG Inicis configuration', () => {
  it('needs every key to talk to Inicis, and says which one is missing', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'inicis', INICIS_MID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'inicis', INICIS_MID: 'x' })).toThrow(/INICIS_SIGN_KEY/);
    expect(loadConfig(realKeys).payments).toMatchObject({
      provider: 'inicis',
      test: true,
      mid: 'INIpayTest',
    });
    expect(loadConfig({}).payments).toEqual({ provider: 'simulator' });
  });

  it('opens the test hosts’ windows and lets them through the content security policy', () => {
    const payments = createPayments({
      config: loadConfig(realKeys).payments,
      publicUrl: 'https://edu.example',
      db: {} as never,
      messaging: {} as never,
      log: console,
      fetch: noNetwork,
      businessName: async () => '하나교육',
      audit: async () => {},
    });
    expect(payments.simulator).toBeNull();
    expect(payments.providerOrigins).toEqual(['https://stgstdpay.inicis.com', 'https://mobile.inicis.com']);
    const csp = contentSecurityPolicy({ https: true, providerOrigins: payments.providerOrigins });
    expect(csp).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://t1.kakaocdn.net https://t1.daumcdn.net https://stgstdpay.inicis.com https://mobile.inicis.com;",
    );
    expect(csp).toContain("form-action 'self' https://stgstdpay.inicis.com");
    expect(contentSecurityPolicy({ https: false })).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://t1.kakaocdn.net https://t1.daumcdn.net;",
    );
  });
});

describe('the Inicis adapter', () => {
  const gateway = inicisGateway(settings, noNetwork);
  const order = {
    oid: 'HB20261123ABCDEF-1',
    amount: 30_000,
    goodName: '겨울 캠프 유아부',
    buyerName: '김결제',
    buyerTel: '01055556666',
    buyerEmail: 'a@example.com',
    method: 'VBank' as const,
    returnUrl: 'https://edu.example/api/payment/return/pc',
    closeUrl: 'https://edu.example/register_pay/1',
    notiUrl: 'https://edu.example/api/payment/mobile/noti',
    vbankDeadline: new Date('2026-11-23T14:59:00Z'),
  };

  it('signs the PC form so that the hashes match the price and the merchant key', () => {
    const form = gateway.prepare(order, 'pc');
    if (form.device !== 'pc') throw new Error('pc form expected');
    const { fields } = form;
    expect(form.jsUrl).toBe('https://stgstdpay.inicis.com/stdjs/INIStdPay.js');
    expect(fields.signature).toBe(pcSignature(order.oid, '30000', fields.timestamp ?? ''));
    expect(fields.verification).toBe(
      pcVerification(order.oid, '30000', settings.signKey, fields.timestamp ?? ''),
    );
    expect(fields.acceptmethod).toContain('vbank(20261123)');
    expect(fields.gopaymethod).toBe('VBank');
  });

  it('refuses a return that names endpoints of another host or IDC, without calling them', () => {
    const body = {
      resultCode: '0000',
      mid: 'INIpayTest',
      orderNumber: order.oid,
      authToken: 't',
      idc_name: 'fc',
      authUrl: 'https://fcstdpay.inicis.com.evil.example/api/payAuth',
      netCancelUrl: 'https://fcstdpay.inicis.com/api/netCancel',
    };
    expect(gateway.readReturn('pc', body, order)).toMatchObject({ kind: 'rejected' });
    const allowed = gateway.readReturn(
      'pc',
      { ...body, authUrl: 'https://fcstdpay.inicis.com/api/payAuth' },
      order,
    );
    expect('approve' in allowed).toBe(true);
    expect(
      gateway.readReturn(
        'mobile',
        {
          P_STATUS: '00',
          P_NOTI: order.oid,
          idc_name: 'ks',
          P_REQ_URL: 'https://x.example/smart/payReq.ini',
        },
        order,
      ),
    ).toMatchObject({ kind: 'rejected' });
  });

  it('trusts deposit notices only from Inicis’s ranges and for its own merchant', () => {
    const notice = {
      no_tid: 'ININPGVBNKINIpayTest20221122213434623119',
      no_req_tid: 'StdpayVBNKINIpayTest20221122213317210935',
      no_oid: order.oid,
      id_merchant: 'INIpayTest',
      type_msg: '0200',
      amt_input: '30000',
      no_vacct: '1',
    };
    expect(gateway.readNotice(notice, '127.0.0.1')).toMatchObject({ kind: 'untrusted' });
    expect(gateway.readNotice(notice, '::ffff:203.238.37.99')).toEqual({
      kind: 'deposit',
      deposit: {
        approvalTid: 'StdpayVBNKINIpayTest20221122213317210935',
        depositTid: 'ININPGVBNKINIpayTest20221122213434623119',
        oid: order.oid,
        amount: 30_000,
        accountNumber: '1',
      },
    });
    expect(gateway.readNotice({ ...notice, type_msg: '0400' }, '183.109.71.153')).toMatchObject({
      kind: 'depositCancelled',
    });
    expect(gateway.readNotice({ ...notice, type_msg: '0100' }, '183.109.71.153')).toMatchObject({
      kind: 'ignore',
    });
    expect(gateway.readNotice({ ...notice, id_merchant: 'OTHER' }, '203.238.37.15')).toMatchObject({
      kind: 'untrusted',
    });
    expect(
      gateway.readNotice(
        { P_TID: 'T', P_MID: 'INIpayTest', P_TYPE: 'VBANK', P_STATUS: '00' },
        '211.219.96.165',
      ),
    ).toMatchObject({ kind: 'ignore' });
  });

  it('net-cancels only through the allow-listed endpoints', async () => {
    expect(await gateway.netCancel({ url: 'https://attacker.example/netCancel', form: {} })).toBe(false);
  });

  it('links the receipt viewer by transaction id', () => {
    expect(gateway.receiptUrl('StdpayCARDINIpayTest20261123120000123456')).toBe(
      'https://iniweb.inicis.com/DefaultWebApp/mall/cr/cm/mCmReceipt_head.jsp?noTid=StdpayCARDINIpayTest20261123120000123456&noMethod=1',
    );
  });
});

describe('INIAPI requests on the wire', () => {
  /** A provider that records what it is sent and answers like Inicis's partial refund. */
  function recording(answer: Record<string, unknown>) {
    const sent: { url: string; body: Record<string, unknown>; raw: string }[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      const raw = String(init?.body);
      sent.push({ url: String(input), body: JSON.parse(raw), raw });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    };
    return { sent, gateway: inicisGateway(settings, fetchFn) };
  }
  const refund = {
    tid: 'StdpayCARDINIpayTest20260101115959123456',
    method: 'Card' as const,
    reason: '테스트취소',
  };

  it('the last refund after partial ones is a partialRefund with confirmPrice 0, as Inicis’s sample does', async () => {
    const { sent, gateway } = recording({
      resultCode: '00',
      tid: 'StdpayCARDINIpayTest20260101120000000001',
    });
    const result = await gateway.refund({
      ...refund,
      amount: 10_000,
      remainingAfter: 0,
      refundedBefore: 20_000,
    });
    expect(result).toEqual({ ok: true, refundTid: 'StdpayCARDINIpayTest20260101120000000001' });
    const [call] = sent;
    expect(call?.url).toBe('https://stginiapi.inicis.com/v2/pg/partialRefund');
    expect(Object.keys(call?.body ?? {})).toEqual([
      'mid',
      'type',
      'timestamp',
      'clientIp',
      'data',
      'hashData',
    ]);
    expect(call?.body).toMatchObject({ mid: 'INIpayTest', type: 'partialRefund', clientIp: '203.0.113.10' });
    expect(call?.body.data).toEqual({
      tid: refund.tid,
      msg: '테스트취소',
      price: '10000',
      confirmPrice: '0',
      currency: 'WON',
      tax: '0',
      taxfree: '0',
    });
    // The hash covers the data exactly as it stands in the body.
    const dataText = call?.raw.match(/"data":(\{[^}]*\})/)?.[1] ?? '';
    expect(call?.body.hashData).toBe(
      iniapiHashData(settings.apiKey, 'INIpayTest', 'partialRefund', String(call?.body.timestamp), dataText),
    );
  });

  it('a refund of the whole untouched payment is a plain refund of {tid, msg}', async () => {
    const { sent, gateway } = recording({ resultCode: '00' });
    await gateway.refund({ ...refund, amount: 30_000, remainingAfter: 0, refundedBefore: 0 });
    expect(sent[0]?.url).toBe('https://stginiapi.inicis.com/v2/pg/refund');
    expect(sent[0]?.body.data).toEqual({ tid: refund.tid, msg: '테스트취소' });
  });

  it('an unanswered refund is in doubt, and a refusal is a refusal', async () => {
    const silent = inicisGateway({ ...settings, apiTimeoutMs: 50 }, (_input, init) => {
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    });
    expect(await silent.refund({ ...refund, amount: 1, remainingAfter: 0, refundedBefore: 0 })).toMatchObject(
      {
        ok: false,
        inDoubt: true,
      },
    );
    const { gateway } = recording({ resultCode: '01', resultMsg: '이미 취소된 거래입니다.' });
    expect(await gateway.refund({ ...refund, amount: 1, remainingAfter: 0, refundedBefore: 0 })).toEqual({
      ok: false,
      code: '01',
      message: '이미 취소된 거래입니다.',
    });
  });

  it('asks a transaction’s state with the inquiry call and reads transactionStatus', async () => {
    const { sent, gateway } = recording({
      resultCode: '00',
      resultMsg: '정상처리되었습니다.',
      tid: refund.tid,
      mid: 'INIpayTest',
      oid: 'HB-1',
      price: '30000',
      paymethod: 'Card',
      transactionStatus: 'PART_CANCEL',
    });
    expect(await gateway.inquire(refund.tid)).toMatchObject({ status: 'partiallyCancelled' });
    expect(sent[0]?.url).toBe('https://stginiapi.inicis.com/v2/pg/inquiry');
    expect(sent[0]?.body).toMatchObject({ type: 'inquiry', data: { tid: refund.tid } });
    const other = recording({
      resultCode: '00',
      tid: 'another',
      mid: 'INIpayTest',
      transactionStatus: 'CANCEL',
    });
    expect(await other.gateway.inquire(refund.tid)).toMatchObject({ status: 'unknown' });
  });
});

describe('the closeUrl page', () => {
  it('loads Inicis’s INIStdPay_close.js from the window’s host, test or live, allowed for that page only', () => {
    expect(inicisEndpoints(true).stdCloseJsUrl).toBe('https://stgstdpay.inicis.com/stdjs/INIStdPay_close.js');
    expect(inicisEndpoints(false).stdCloseJsUrl).toBe('https://stdpay.inicis.com/stdjs/INIStdPay_close.js');
    expect(closePageSecurityPolicy(inicisEndpoints(false).stdCloseJsUrl, 'https://edu.example')).toContain(
      "script-src 'self' https://stdpay.inicis.com;",
    );
    expect(sameSitePath('/register_pay/3')).toBe('/register_pay/3');
    for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/\t/evil.example'])
      expect(sameSitePath(hostile)).toBe('/');
  });
});
