import { describe, expect, it } from 'vitest';
import { inicisTestEnvironment } from '../../../test/inicis-test-merchant';
import type { PaymentOrder } from '../payment-gateway.port';
import { inicisGateway } from './inicis-gateway';
import { inicisEndpoints } from './inicis-settings';

/**
 * 현금영수증 on the wire, as KG Inicis's published samples and captured messages show it:
 * - the PC window offers it with `va_receipt` among the acceptmethod options (a merchant's INIStdPay form,
 *   `acceptmethod: 'below1000:va_receipt:SKIN(…):popreturn:HPP(2)'`); the mobile one with
 *   `vbank_receipt=Y` in P_RESERVED;
 * - a PC virtual-account deposit notice carries `dt_cshr`, `tm_cshr`, `no_cshr_appl`, `no_cshr_tid`
 *   ("가상계좌채번시 현금영수증 자동발급신청시에만 전달" in Inicis's notice sample; the values below are a
 *   captured test-bed notice: 20221122 213434 269022460, `no_cshr_tid` = the account's approval TID);
 * - a mobile one `P_CSHR_CODE` (220000 = issued), `P_CSHR_AMT`, `P_CSHR_SUP_AMT`, `P_CSHR_TAX`,
 *   `P_CSHR_SRVC_AMT`, `P_CSHR_TYPE` (0 소득공제, 1 지출증빙), `P_CSHR_DT` (YYYYMMDDhhmmss) and
 *   `P_CSHR_AUTH_NO` (9 digits, made at the deposit) from Inicis's mobile field table;
 * - INIAPI's full refund answers `cshrCancelNum` (현금영수증 취소승인번호, 발행건에 한함), a partial one
 *   `cashReceiptAmount`.
 */

const settings = {
  ...inicisEndpoints(true),
  mid: 'INIpayTest',
  signKey: inicisTestEnvironment.INICIS_SIGN_KEY,
  mobileHashKey: inicisTestEnvironment.INICIS_MOBILE_HASH_KEY,
  apiKey: inicisTestEnvironment.INICIS_API_KEY,
  apiIv: inicisTestEnvironment.INICIS_API_IV,
  clientIp: '203.0.113.10',
  notiSourceIps: ['203.238.37.15'],
};
const noNetwork: typeof fetch = async () => {
  throw new Error('no network in this test');
};
const gateway = inicisGateway(settings, noNetwork);

const order = (change: Partial<PaymentOrder> = {}): PaymentOrder => ({
  oid: 'M2611260001-0A1B2C3D',
  amount: 33_000,
  goodName: '성경 공부 교재',
  buyerName: '김하나',
  buyerTel: '01012345678',
  buyerEmail: 'hana@example.com',
  method: 'VBank',
  returnUrl: 'https://edu.example/api/payment/return/pc',
  closeUrl: 'https://edu.example/api/payment/close',
  notiUrl: 'https://edu.example/api/payment/mobile/noti',
  vbankDeadline: new Date('2026-11-28T14:59:00Z'),
  ...change,
});

describe('the window offers the cash receipt', () => {
  it('PC: acceptmethod ends with va_receipt for a virtual account or a transfer the buyer wants one for', () => {
    const vbank = gateway.prepare(order({ cashReceipt: true }), 'pc');
    expect(vbank.fields.gopaymethod).toBe('VBank');
    expect(vbank.fields.acceptmethod).toBe('centerCd(Y):below1000:HPP(1):vbank(20261128):va_receipt');
    const bank = gateway.prepare(order({ method: 'DirectBank', cashReceipt: true }), 'pc');
    expect(bank.fields.acceptmethod?.split(':')).toEqual([
      'centerCd(Y)',
      'below1000',
      'HPP(1)',
      'vbank(20261128)',
      'va_receipt',
    ]);
  });

  it('PC: no va_receipt when none was asked, nor for a card', () => {
    expect(gateway.prepare(order(), 'pc').fields.acceptmethod).toBe(
      'centerCd(Y):below1000:HPP(1):vbank(20261128)',
    );
    expect(
      gateway.prepare(order({ method: 'Card', cashReceipt: true }), 'pc').fields.acceptmethod,
    ).not.toContain('va_receipt');
  });

  it('mobile: P_RESERVED names vbank_receipt=Y with the other options', () => {
    const form = gateway.prepare(order({ cashReceipt: true }), 'mobile');
    expect(form.fields.P_INI_PAYMENT).toBe('VBANK');
    expect(form.fields.P_RESERVED?.split('&')).toEqual([
      'centerCd=Y',
      'amt_hash=Y',
      'below1000=Y',
      'vbank_receipt=Y',
    ]);
  });
});

describe('the deposit notice carries the issued cash receipt', () => {
  const approvalTid = 'StdpayVBNKINIpayTest20221122213317210935';
  /** The captured PC notice (its fields in order; Korean names in EUC-KR percent-encoding). */
  const pcNotice: Record<string, string> = {
    no_tid: 'ININPGVBNKINIpayTest20221122213434623119',
    no_oid: 'M2611260001-0A1B2C3D',
    id_merchant: 'INIpayTest',
    cd_bank: '00000088',
    cd_deal: '00000088',
    dt_trans: '20221122',
    tm_trans: '213434',
    no_msgseq: '9000000582',
    cd_joinorg: '20000050',
    dt_transbase: '20221122',
    no_transseq: ' ',
    type_msg: '0200',
    cl_trans: '1100',
    cl_close: '0',
    cl_kor: '2',
    no_msgmanage: ' ',
    no_vacct: '56211103849740',
    amt_input: '1000',
    amt_check: '0',
    nm_inputbank: '__%C5%D7%BD%BA%C6%AE__',
    nm_input: '%C8%AB%B1%E6%B5%BF',
    dt_inputstd: ' ',
    dt_calculstd: ' ',
    flg_close: '0',
    dt_cshr: '20221122',
    tm_cshr: '213434',
    no_cshr_appl: '269022460',
    no_cshr_tid: approvalTid,
    no_req_tid: approvalTid,
  };

  it('PC: no_cshr_appl, no_cshr_tid and the Korean date and time of dt_cshr and tm_cshr', () => {
    expect(gateway.readNotice(pcNotice, '203.238.37.15')).toEqual({
      kind: 'deposit',
      deposit: {
        approvalTid,
        depositTid: 'ININPGVBNKINIpayTest20221122213434623119',
        oid: 'M2611260001-0A1B2C3D',
        amount: 1000,
        accountNumber: '56211103849740',
        cashReceipt: {
          approvalNumber: '269022460',
          tid: approvalTid,
          issuedAt: new Date('2022-11-22T12:34:34Z'),
        },
      },
    });
  });

  it('PC: a notice without the fields (none asked) has no cash receipt', () => {
    const { dt_cshr, tm_cshr, no_cshr_appl, no_cshr_tid, ...plain } = pcNotice;
    const notice = gateway.readNotice(plain, '203.238.37.15');
    expect(notice.kind === 'deposit' && notice.deposit.cashReceipt).toBeUndefined();
    // Blank fields, as some notices send them, are no receipt either.
    const blank = gateway.readNotice({ ...pcNotice, no_cshr_appl: ' ', no_cshr_tid: ' ' }, '203.238.37.15');
    expect(blank.kind === 'deposit' && blank.deposit.cashReceipt).toBeUndefined();
  });

  it('mobile: P_CSHR_AUTH_NO and P_CSHR_DT of an issued receipt (P_CSHR_CODE 220000)', () => {
    const tid = 'INIMX_VBNKINIpayTest20221122213317210935';
    const notice = gateway.readNotice(
      {
        P_TID: tid,
        P_MID: 'INIpayTest',
        P_AUTH_DT: '20221122213434',
        P_STATUS: '02',
        P_TYPE: 'VBANK',
        P_OID: 'M2611260001-0A1B2C3D',
        P_FN_CD1: '88',
        P_AMT: '33000',
        P_NOTI: 'M2611260001-0A1B2C3D',
        P_CSHR_CODE: '220000',
        P_CSHR_AMT: '33000',
        P_CSHR_SUP_AMT: '30000',
        P_CSHR_TAX: '3000',
        P_CSHR_SRVC_AMT: '0',
        P_CSHR_TYPE: '1',
        P_CSHR_DT: '20221122213434',
        P_CSHR_AUTH_NO: '269022460',
      },
      '203.238.37.15',
    );
    expect(notice).toMatchObject({
      kind: 'deposit',
      deposit: {
        approvalTid: tid,
        amount: 33_000,
        cashReceipt: { approvalNumber: '269022460', tid, issuedAt: new Date('2022-11-22T12:34:34Z') },
      },
    });
  });

  it('links the receipt to the provider’s cash-receipt viewer by its TID', () => {
    expect(gateway.cashReceiptUrl(approvalTid)).toBe(
      `https://iniweb.inicis.com/DefaultWebApp/mall/cr/cm/Cash_mCmReceipt.jsp?noTid=${approvalTid}&clpaymethod=22`,
    );
  });
});

describe('a refund answers the cash receipt it cancelled', () => {
  const answering = (answer: Record<string, unknown>) =>
    inicisGateway(settings, async () =>
      Response.json(answer, { headers: { 'content-type': 'application/json' } }),
    );
  const refund = {
    tid: 'StdpayVBNKINIpayTest20221122213317210935',
    method: 'VBank' as const,
    reason: '주문 취소',
    refundAccount: { bankCode: '88', number: '110123456789', holder: '김하나' },
  };

  it('full: cshrCancelNum, the cancel’s approval number', async () => {
    const result = await answering({
      resultCode: '00',
      resultMsg: '정상처리되었습니다.',
      cancelDate: '20221123',
      cancelTime: '101010',
      cshrCancelNum: '269099001',
    }).refund({ ...refund, amount: 33_000, remainingAfter: 0, refundedBefore: 0 });
    expect(result).toEqual({
      ok: true,
      refundTid: refund.tid,
      cashReceiptCancel: { number: '269099001' },
    });
  });

  it('partial: cashReceiptAmount, the won of the receipt cancelled in proportion', async () => {
    const result = await answering({
      resultCode: '00',
      tid: 'StdpayVBNKINIpayTest20221123101010000001',
      prtcTid: refund.tid,
      prtcPrice: '11000',
      prtcRemains: '22000',
      prtcCnt: '1',
      prtcType: '1',
      cashReceiptAmount: '11000',
    }).refund({ ...refund, amount: 11_000, remainingAfter: 22_000, refundedBefore: 0 });
    expect(result).toEqual({
      ok: true,
      refundTid: 'StdpayVBNKINIpayTest20221123101010000001',
      cashReceiptCancel: { amount: 11_000 },
    });
  });

  it('nothing about a cash receipt when the payment had none', async () => {
    const result = await answering({ resultCode: '00', cancelDate: '20221123', cshrCancelNum: '' }).refund({
      ...refund,
      amount: 33_000,
      remainingAfter: 0,
      refundedBefore: 0,
    });
    expect(result).toEqual({ ok: true, refundTid: refund.tid });
  });
});
