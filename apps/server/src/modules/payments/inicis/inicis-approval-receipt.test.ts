import { describe, expect, it } from 'vitest';
import { inicisTestEnvironment } from '../../../test/inicis-test-merchant';
import type { PaymentOrder } from '../payment-gateway.port';
import { inicisGateway } from './inicis-gateway';
import { inicisEndpoints } from './inicis-settings';
import { approvalAuthSignature } from './inicis-signatures';

/**
 * 현금영수증 of a 실시간 계좌이체, issued with the approval, as KG Inicis publishes the answer's fields:
 * - INIStdPay 승인결과 (계좌이체): `ACCT_BankCode`, `CSHR_ResultCode` (현금영수증 발행 정상여부, 220000 =
 *   정상처리) and `CSHR_Type` (0 = 소득공제, 1 = 지출증빙); the receipt is opened by the payment's `tid`;
 * - the mobile answer (P_TYPE=BANK): `P_CSHR_CODE` (220000 정상), `P_CSHR_MSG`, `P_CSHR_AMT`,
 *   `P_CSHR_SUP_AMT`, `P_CSHR_TAX`, `P_CSHR_SRVC_AMT`, `P_CSHR_TYPE` (0 소득공제용, 1 지출증빙용), `P_CSHR_DT`
 *   (발행시간 YYYYMMDDhhmmss) and `P_CSHR_AUTH_NO` (발행번호, 9 digits).
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
const oid = 'R2611260001-0A1B2C3D';
const expected = { oid, amount: 22_000, method: 'DirectBank' as const };

const pcReturn = {
  resultCode: '0000',
  mid: 'INIpayTest',
  orderNumber: oid,
  authToken: 'AUTHTOKEN',
  idc_name: 'stg',
  authUrl: 'https://stgstdpay.inicis.com/api/payAuth',
  netCancelUrl: 'https://stgstdpay.inicis.com/api/netCancel',
};
const pcTransfer = {
  resultCode: '0000',
  resultMsg: '정상처리되었습니다.',
  tid: 'StdpayDBNKINIpayTest20261126101530123456',
  mid: 'INIpayTest',
  MOID: oid,
  TotPrice: '22000',
  payMethod: 'DirectBank',
  applDate: '20261126',
  applTime: '101530',
  ACCT_BankCode: '88',
};

/** Inicis's PC approval API answering `answer`, signed for the request's timestamp. */
function pcApproval(answer: Record<string, string>) {
  const gateway = inicisGateway(settings, async (_input, init) => {
    const request = new URLSearchParams(String(init?.body));
    const authSignature = approvalAuthSignature({
      mid: 'INIpayTest',
      moid: answer.MOID ?? '',
      totPrice: answer.TotPrice ?? '',
      tstamp: request.get('timestamp') ?? '',
    });
    return new Response(JSON.stringify({ ...answer, authSignature }));
  });
  const ticket = gateway.readReturn('pc', pcReturn, expected);
  if ('kind' in ticket) throw new Error('ticket expected');
  return ticket.approve();
}

const mobileTid = 'INIMX_BANKINIpayTest20261126101530123456';
function mobileApproval(answer: Record<string, string>) {
  const gateway = inicisGateway(
    settings,
    async () =>
      new Response(
        new URLSearchParams({
          P_STATUS: '00',
          P_RMESG1: '정상처리되었습니다.',
          P_TID: mobileTid,
          P_TYPE: 'BANK',
          P_OID: oid,
          P_AMT: '22000',
          P_MID: 'INIpayTest',
          P_AUTH_DT: '20261126101530',
          P_FN_CD1: '88',
          P_FN_NM: '신한은행',
          ...answer,
        }).toString(),
      ),
  );
  const ticket = gateway.readReturn(
    'mobile',
    {
      P_STATUS: '00',
      P_NOTI: oid,
      P_TID: 'INIMX_AUTHINIpayTest20261126101530123456',
      idc_name: 'stg',
      P_REQ_URL: 'https://stgmobile.inicis.com/smart/payReq.ini',
    },
    expected,
  );
  if ('kind' in ticket) throw new Error('ticket expected');
  return ticket.approve();
}

describe('a real-time transfer’s approval carries its cash receipt', () => {
  it('PC: CSHR_ResultCode 220000 and CSHR_Type, opened by the payment’s tid, issued at applDate applTime', async () => {
    const approval = await pcApproval({ ...pcTransfer, CSHR_ResultCode: '220000', CSHR_Type: '1' });
    expect(approval).toMatchObject({
      kind: 'approved',
      method: 'DirectBank',
      cashReceipt: {
        kind: 'proof',
        approvalNumber: null,
        tid: pcTransfer.tid,
        issuedAt: new Date('2026-11-26T01:15:30Z'),
      },
    });
    const deduction = await pcApproval({ ...pcTransfer, CSHR_ResultCode: '220000', CSHR_Type: '0' });
    expect(deduction.kind === 'approved' && deduction.cashReceipt?.kind).toBe('deduction');
  });

  it('PC: no receipt without the fields, nor when the provider did not issue it', async () => {
    const none = await pcApproval(pcTransfer);
    expect(none.kind === 'approved' && none.cashReceipt).toBeUndefined();
    const failed = await pcApproval({ ...pcTransfer, CSHR_ResultCode: '229999', CSHR_Type: '0' });
    expect(failed.kind === 'approved' && failed.cashReceipt).toBeUndefined();
  });

  it('mobile: P_CSHR_CODE 220000, P_CSHR_TYPE, P_CSHR_AUTH_NO and P_CSHR_DT', async () => {
    const approval = await mobileApproval({
      P_CSHR_CODE: '220000',
      P_CSHR_MSG: '정상처리되었습니다.',
      P_CSHR_AMT: '22000',
      P_CSHR_SUP_AMT: '20000',
      P_CSHR_TAX: '2000',
      P_CSHR_SRVC_AMT: '0',
      P_CSHR_TYPE: '0',
      P_CSHR_DT: '20261126101531',
      P_CSHR_AUTH_NO: '269022460',
    });
    expect(approval).toMatchObject({
      kind: 'approved',
      method: 'DirectBank',
      cashReceipt: {
        kind: 'deduction',
        approvalNumber: '269022460',
        tid: mobileTid,
        issuedAt: new Date('2026-11-26T01:15:31Z'),
      },
    });
  });

  it('mobile: blank P_CSHR_* fields (none asked) are no receipt', async () => {
    const approval = await mobileApproval({ P_CSHR_CODE: '', P_CSHR_TYPE: '', P_CSHR_AUTH_NO: '' });
    expect(approval.kind).toBe('approved');
    expect(approval.kind === 'approved' && approval.cashReceipt).toBeUndefined();
  });
});

describe('the mobile window offers the cash receipt only to a buyer who asked for one', () => {
  const gateway = inicisGateway(settings, async () => new Response(''));
  const order = (change: Partial<PaymentOrder>): PaymentOrder => ({
    oid,
    amount: 22_000,
    goodName: '여름 성경학교 교사 강습회',
    buyerName: '김영수',
    buyerTel: '01033334444',
    buyerEmail: 'ys@example.com',
    method: 'VBank',
    returnUrl: 'https://edu.example/api/payment/return/mobile',
    closeUrl: 'https://edu.example/api/payment/close',
    notiUrl: 'https://edu.example/api/payment/mobile/noti',
    vbankDeadline: new Date('2026-11-28T14:59:00Z'),
    ...change,
  });
  const reserved = (change: Partial<PaymentOrder>) =>
    (gateway.prepare(order(change), 'mobile').fields.P_RESERVED ?? '').split('&');

  it('vbank_receipt=Y for a virtual account or a transfer with a receipt asked', () => {
    expect(reserved({ cashReceipt: true })).toContain('vbank_receipt=Y');
    expect(reserved({ method: 'DirectBank', cashReceipt: true })).toContain('vbank_receipt=Y');
  });

  it('no vbank_receipt when none was asked, nor for a card', () => {
    expect(reserved({})).toEqual(['centerCd=Y', 'amt_hash=Y', 'below1000=Y']);
    expect(reserved({ method: 'DirectBank' })).not.toContain('vbank_receipt=Y');
    expect(reserved({ method: 'Card', cashReceipt: true })).not.toContain('vbank_receipt=Y');
  });
});
