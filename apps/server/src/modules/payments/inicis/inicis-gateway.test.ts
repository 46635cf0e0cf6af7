import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config';
import { contentSecurityPolicy } from '../../../platform/http/security-headers';
import { createPayments } from '../create-payments';
import { inicisGateway } from './inicis-gateway';
import { inicisEndpoints } from './inicis-settings';
import { pcSignature, pcVerification } from './inicis-signatures';

const realKeys = {
  PAYMENT_PROVIDER: 'inicis',
  INICIS_MID: 'INIpayTest',
  INICIS_SIGN_KEY: 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS',
  INICIS_MOBILE_HASH_KEY: '3CB8183A4BE283555ACC8363C0360223',
  INICIS_API_KEY: 'ItEQKi3rY7uvDS8l',
  INICIS_API_IV: 'HYb3yQ4f65QL89==',
  INICIS_TEST: 'true',
  INICIS_CLIENT_IP: '203.0.113.10',
};

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
    });
    expect(payments.simulator).toBeNull();
    expect(payments.providerOrigins).toEqual(['https://stgstdpay.inicis.com', 'https://mobile.inicis.com']);
    const csp = contentSecurityPolicy({ https: true, providerOrigins: payments.providerOrigins });
    expect(csp).toContain("script-src 'self' https://stgstdpay.inicis.com https://mobile.inicis.com");
    expect(csp).toContain("form-action 'self' https://stgstdpay.inicis.com");
    expect(contentSecurityPolicy({ https: false })).toContain("script-src 'self';");
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

  it('trusts deposit notices only from Inicis’s addresses and for its own merchant', () => {
    const notice = {
      no_tid: 'T',
      no_oid: order.oid,
      id_merchant: 'INIpayTest',
      amt_input: '30000',
      no_vacct: '1',
    };
    expect(gateway.readNotice(notice, '127.0.0.1')).toMatchObject({ kind: 'untrusted' });
    expect(gateway.readNotice(notice, '::ffff:203.238.37.15')).toMatchObject({
      kind: 'deposit',
      deposit: { amount: 30_000 },
    });
    expect(gateway.readNotice({ ...notice, id_merchant: 'OTHER' }, '203.238.37.15')).toMatchObject({
      kind: 'untrusted',
    });
    expect(
      gateway.readNotice(
        { P_TID: 'T', P_MID: 'INIpayTest', P_TYPE: 'VBANK', P_STATUS: '00' },
        '203.238.37.15',
      ),
    ).toEqual({ kind: 'ignore' });
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
