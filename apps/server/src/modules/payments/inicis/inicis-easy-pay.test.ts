import { describe, expect, it } from 'vitest';
import { inicisTestEnvironment } from '../../../test/inicis-test-merchant';
import type { PayMethod, PaymentOrder } from '../payment-gateway.port';
import { inicisGateway } from './inicis-gateway';
import { inicisEndpoints } from './inicis-settings';
import { approvalAuthSignature, mobileChkfake, pcSignature, pcVerification } from './inicis-signatures';

/**
 * KakaoPay and Naver Pay through KG Inicis's standard windows, field by field. Sources (public):
 * - PC direct call `gopaymethod=onlykakaopay` with `cardonly` in `acceptmethod`: gnuboard/gnuboard5@0b6f081f
 *   shop/orderform.sub.php (`f.gopaymethod.value = "onlykakaopay"; f.acceptmethod.value =
 *   f.acceptmethod.value+":cardonly"`), and paywelcome/paywelcome.github.io@5668665 pages/stdweb/stdweb03.md
 *   §3.2 (`<input name="gopaymethod" value="onlykakaopay"> <input name="acceptmethod" value="cardonly">`).
 *   `onlynaverpay`: merchant code `NAVER_PAY: { inicisMobile: 'CARD', inicisPc: 'onlynaverpay' }` and KG
 *   Inicis plugin of gnuboard 7 ("kginicis_naverpay → 'onlynaverpay' / 'd_npay=Y'").
 * - Mobile: `P_INI_PAYMENT=CARD` (the card window) with `d_kakaopay=Y` / `d_npay=Y` in `P_RESERVED`:
 *   gnuboard5 mobile/shop/orderform.sub.php (`case "inicis_kakaopay": paymethod = "wcard"; P_RESERVED +=
 *   "&d_kakaopay=Y"`), paywelcome pages/mobile/mobile02.md ("간편결제 직접호출 … P_RESERVED d_kakaopay=Y"),
 *   merchant apps posting `P_INI_PAYMENT=CARD` with `naverpay: '&d_npay=Y'`; `P_SKIP_TERMS=Y` with it:
 *   gnuboard5@aca4733b mobile/shop/orderform.sub.php (KakaoPay, Samsung Pay, L.pay) and
 *   gnuboard/g7-plugin-sirsoft-pay_kginicis@20629320 resources/js/handlers/requestPayment.ts (every easy
 *   pay, Naver Pay included: `GOPAYMETHOD_MAP`, `MOBILE_EASY_PAY_RESERVED_HINT`, `P_SKIP_TERMS`).
 * - Approval: an easy pay is answered as a card (PC payMethod=Card, mobile P_TYPE=CARD) naming it in
 *   CARD_SrcCode / P_SRC_CODE, "간편(앱)결제 구분" (paywelcome pages/stdweb/stdweb02.md's table of the PC
 *   answer: "C : PAYCO, B : 삼성페이, D : 삼성페이(체크), G : SSGPAY, O : KAKAOPAY, L : LPAY, K : 국민앱카드,
 *   A : KPAY"; I Naver Pay: inicisjs/inicis@bc8b9f6 InicisSourceCode; a logged INIpayTest KakaoPay
 *   approval: payMethod:Card, CARD_Code:97, CARD_SrcCode:O, P_FN_NM:카카오머니; a logged plain card
 *   approval: payMethod:Card, CARD_Code:14, CARD_SrcCode empty, applNum set).
 */

const settings = {
  ...inicisEndpoints(true),
  mid: 'INIpayTest',
  signKey: inicisTestEnvironment.INICIS_SIGN_KEY,
  mobileHashKey: inicisTestEnvironment.INICIS_MOBILE_HASH_KEY,
  apiKey: inicisTestEnvironment.INICIS_API_KEY,
  apiIv: inicisTestEnvironment.INICIS_API_IV,
  clientIp: '203.0.113.10',
};
const noNetwork: typeof fetch = async () => {
  throw new Error('no network in this test');
};

const orderPaidBy = (method: PayMethod): PaymentOrder => ({
  oid: 'HB20261126EASYPAY-1',
  amount: 12_000,
  goodName: '어린이 성경 카드',
  buyerName: '김간편',
  buyerTel: '01055556666',
  buyerEmail: 'easy@example.com',
  method,
  returnUrl: 'https://edu.example/api/payment/return/pc',
  closeUrl: 'https://edu.example/api/payment/close',
  notiUrl: 'https://edu.example/api/payment/mobile/noti',
  vbankDeadline: new Date('2026-11-27T14:59:00Z'),
});

describe('the PC window of an easy pay', () => {
  it.each([
    ['KakaoPay', 'onlykakaopay'],
    ['NaverPay', 'onlynaverpay'],
  ] as const)(
    'calls %s directly: gopaymethod=%s with cardonly, signed like any other',
    (method, gopaymethod) => {
      const form = inicisGateway(settings, noNetwork).prepare(orderPaidBy(method), 'pc');
      if (form.device !== 'pc') throw new Error('pc form expected');
      const { fields } = form;
      const timestamp = fields.timestamp ?? '';
      expect(fields).toEqual({
        version: '1.0',
        mid: 'INIpayTest',
        oid: 'HB20261126EASYPAY-1',
        price: '12000',
        timestamp,
        use_chkfake: 'Y',
        signature: pcSignature('HB20261126EASYPAY-1', '12000', timestamp),
        verification: pcVerification('HB20261126EASYPAY-1', '12000', settings.signKey, timestamp),
        mKey: '3a9503069192f207491d4b19bd743fc249a761ed94246c8c42fed06c3cd15a33',
        currency: 'WON',
        goodname: '어린이 성경 카드',
        buyername: '김간편',
        buyertel: '01055556666',
        buyeremail: 'easy@example.com',
        gopaymethod,
        // centerCd(Y) keeps idc_name in the return; cardonly makes the window the easy pay's alone.
        acceptmethod: 'centerCd(Y):below1000:cardonly',
        returnUrl: 'https://edu.example/api/payment/return/pc',
        closeUrl: 'https://edu.example/api/payment/close',
        payViewType: 'overlay',
        charset: 'UTF-8',
        merchantData: 'HB20261126EASYPAY-1',
      });
    },
  );

  it('leaves the card, transfer and virtual account windows as they were', () => {
    const gateway = inicisGateway(settings, noNetwork);
    for (const method of ['Card', 'DirectBank', 'VBank'] as const) {
      const form = gateway.prepare(orderPaidBy(method), 'pc');
      expect(form.fields).toMatchObject({
        gopaymethod: method,
        acceptmethod: 'centerCd(Y):below1000:HPP(1):vbank(20261127)',
      });
    }
  });
});

describe('the mobile window of an easy pay', () => {
  it.each([
    ['KakaoPay', 'd_kakaopay=Y'],
    ['NaverPay', 'd_npay=Y'],
  ] as const)('opens %s in the card window with %s in P_RESERVED', (method, flag) => {
    const form = inicisGateway(settings, noNetwork).prepare(orderPaidBy(method), 'mobile');
    if (form.device !== 'mobile') throw new Error('mobile form expected');
    expect(form.action).toBe('https://mobile.inicis.com/smart/payment/');
    const timestamp = form.fields.P_TIMESTAMP ?? '';
    expect(form.fields).toMatchObject({
      P_INI_PAYMENT: 'CARD',
      P_MID: 'INIpayTest',
      P_OID: 'HB20261126EASYPAY-1',
      P_AMT: '12000',
      P_CHARSET: 'utf8',
      P_CHKFAKE: mobileChkfake('12000', 'HB20261126EASYPAY-1', timestamp, settings.mobileHashKey),
      P_RESERVED: `centerCd=Y&amt_hash=Y&below1000=Y&${flag}`,
      P_NOTI: 'HB20261126EASYPAY-1',
      // Straight to the easy pay, past Inicis's card terms: gnuboard5 mobile/shop/orderform.sub.php and
      // the gnuboard 7 KG Inicis plugin send it for every easy pay they call directly.
      P_SKIP_TERMS: 'Y',
    });
    expect(form.fields.P_RESERVED?.split('&')).toContain(flag);
  });

  it('leaves the card, transfer and virtual account windows with their terms', () => {
    const gateway = inicisGateway(settings, noNetwork);
    for (const method of ['Card', 'DirectBank', 'VBank'] as const) {
      const form = gateway.prepare(orderPaidBy(method), 'mobile');
      expect(form.fields).not.toHaveProperty('P_SKIP_TERMS');
    }
  });
});

describe('an easy pay’s approval', () => {
  const pcReturn = {
    resultCode: '0000',
    mid: 'INIpayTest',
    orderNumber: 'HB20261126EASYPAY-1',
    authToken: 'AUTHTOKEN',
    idc_name: 'stg',
    authUrl: 'https://stgstdpay.inicis.com/api/payAuth',
    netCancelUrl: 'https://stgstdpay.inicis.com/api/netCancel',
  };

  /** Inicis's PC approval API answering `answer` (signed for the request's timestamp); records the calls. */
  function pcProvider(answer: Record<string, string>) {
    const calls: string[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      calls.push(String(input));
      const request = new URLSearchParams(String(init?.body));
      if (String(input).endsWith('/netCancel')) return new Response('{"resultCode":"0000"}');
      const authSignature = approvalAuthSignature({
        mid: 'INIpayTest',
        moid: answer.MOID ?? '',
        totPrice: answer.TotPrice ?? '',
        tstamp: request.get('timestamp') ?? '',
      });
      return new Response(JSON.stringify({ ...answer, authSignature }));
    };
    return { calls, gateway: inicisGateway(settings, fetchFn) };
  }
  const kakaoMoney = {
    resultCode: '0000',
    resultMsg: '정상처리되었습니다.',
    tid: 'StdpayCARDINIpayTest20261126120000123456',
    mid: 'INIpayTest',
    MOID: 'HB20261126EASYPAY-1',
    TotPrice: '12000',
    payMethod: 'Card',
    CARD_Code: '97',
    CARD_BankCode: '97',
    CARD_SrcCode: 'O',
    P_FN_NM: '카카오머니',
    applNum: '',
  };
  const expected = { oid: 'HB20261126EASYPAY-1', amount: 12_000 };

  it('is recorded as the easy pay the answer names, the answer kept as it came', async () => {
    const { gateway } = pcProvider(kakaoMoney);
    const ticket = gateway.readReturn('pc', pcReturn, { ...expected, method: 'KakaoPay' });
    if ('kind' in ticket) throw new Error('ticket expected');
    expect(await ticket.approve()).toMatchObject({
      kind: 'approved',
      method: 'KakaoPay',
      tid: kakaoMoney.tid,
      raw: { payMethod: 'Card', CARD_SrcCode: 'O' },
    });
  });

  // The payer may leave the easy pay we opened inside the provider's window (issue 41 item 6).
  it.each([
    [
      'a plain card (CARD_SrcCode empty)',
      'KakaoPay',
      { CARD_SrcCode: '', CARD_Code: '14', applNum: '35980068' },
      'Card',
    ],
    ['Naver Pay (CARD_SrcCode I)', 'KakaoPay', { CARD_SrcCode: 'I', CARD_Code: '14' }, 'NaverPay'],
    ['KakaoPay chosen inside the card window (CARD_SrcCode O)', 'Card', {}, 'KakaoPay'],
    [
      'an easy pay we do not offer, PAYCO (CARD_SrcCode C): a card',
      'NaverPay',
      { CARD_SrcCode: 'C' },
      'Card',
    ],
  ] as const)('records what was paid when the answer names %s', async (_case, asked, fields, paid) => {
    const { gateway } = pcProvider({ ...kakaoMoney, ...fields });
    const ticket = gateway.readReturn('pc', pcReturn, { ...expected, method: asked });
    if ('kind' in ticket) throw new Error('ticket expected');
    expect(await ticket.approve()).toMatchObject({ kind: 'approved', method: paid });
  });

  it('is cancelled when the window opened for an easy pay comes back as something other than a card', async () => {
    const { gateway, calls } = pcProvider({ ...kakaoMoney, payMethod: 'VBank' });
    const ticket = gateway.readReturn('pc', pcReturn, { ...expected, method: 'NaverPay' });
    if ('kind' in ticket) throw new Error('ticket expected');
    expect(await ticket.approve()).toMatchObject({ kind: 'rejected' });
    expect(calls).toEqual([pcReturn.authUrl, pcReturn.netCancelUrl]);
  });

  it('on mobile: P_TYPE=CARD from the Naver Pay window is a Naver Pay payment', async () => {
    const fetchFn: typeof fetch = async () =>
      new Response(
        new URLSearchParams({
          P_STATUS: '00',
          P_TID: 'INIMX_CARDINIpayTest20261126120000123456',
          P_TYPE: 'CARD',
          P_OID: 'HB20261126EASYPAY-1',
          P_AMT: '12000',
          P_MID: 'INIpayTest',
          P_SRC_CODE: 'I',
          P_FN_CD1: '14',
        }).toString(),
      );
    const ticket = inicisGateway(settings, fetchFn).readReturn(
      'mobile',
      {
        P_STATUS: '00',
        P_NOTI: 'HB20261126EASYPAY-1',
        P_TID: 'INIMX_AUTHINIpayTest20261126120000123456',
        idc_name: 'stg',
        P_REQ_URL: 'https://stgmobile.inicis.com/smart/payReq.ini',
      },
      { ...expected, method: 'NaverPay' },
    );
    if ('kind' in ticket) throw new Error('ticket expected');
    expect(await ticket.approve()).toMatchObject({ kind: 'approved', method: 'NaverPay' });
  });

  it('on mobile: the KakaoPay window answered P_TYPE=CARD with P_SRC_CODE empty is a plain card', async () => {
    const fetchFn: typeof fetch = async () =>
      new Response(
        new URLSearchParams({
          P_STATUS: '00',
          P_TID: 'INIMX_CARDINIpayTest20261126120000123456',
          P_TYPE: 'CARD',
          P_OID: 'HB20261126EASYPAY-1',
          P_AMT: '12000',
          P_MID: 'INIpayTest',
          P_SRC_CODE: '',
          P_FN_CD1: '14',
        }).toString(),
      );
    const ticket = inicisGateway(settings, fetchFn).readReturn(
      'mobile',
      {
        P_STATUS: '00',
        P_NOTI: 'HB20261126EASYPAY-1',
        P_TID: 'INIMX_AUTHINIpayTest20261126120000123456',
        idc_name: 'stg',
        P_REQ_URL: 'https://stgmobile.inicis.com/smart/payReq.ini',
      },
      { ...expected, method: 'KakaoPay' },
    );
    if ('kind' in ticket) throw new Error('ticket expected');
    expect(await ticket.approve()).toMatchObject({ kind: 'approved', method: 'Card' });
  });

  it('is refunded like a card: INIAPI v2 refund of {tid, msg}, no method and no refund account', async () => {
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    const gateway = inicisGateway(settings, async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response('{"resultCode":"00","resultMsg":"정상처리되었습니다."}');
    });
    const result = await gateway.refund({
      tid: kakaoMoney.tid,
      method: 'KakaoPay',
      amount: 12_000,
      remainingAfter: 0,
      refundedBefore: 0,
      reason: '주문 취소',
    });
    expect(result).toEqual({ ok: true, refundTid: kakaoMoney.tid });
    expect(sent).toEqual([
      {
        url: 'https://stginiapi.inicis.com/v2/pg/refund',
        body: expect.objectContaining({ type: 'refund', data: { tid: kakaoMoney.tid, msg: '주문 취소' } }),
      },
    ]);
  });
});
