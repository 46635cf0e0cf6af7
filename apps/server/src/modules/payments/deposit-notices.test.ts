import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createMember } from '../../test/factories';
import { inicisTestEnvironment } from '../../test/inicis-test-merchant';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { payments } from './payments.tables';

/**
 * Virtual-account notices as KG Inicis really sends them (integrations.md §1.4), against the Inicis
 * adapter configured for the public test merchant, behind one proxy hop. The PC notice is the field
 * list, order and encoding of a notice captured from Inicis's test bed (published in a merchant's
 * code): `no_tid` a new ININPGVBNK… id, the account's approval TID as `no_req_tid`, bank codes padded
 * to 8 digits, Korean names in percent-encoded EUC-KR.
 */

let app: TestApp;
const paidCalls: { referenceIdx: number; tid: string }[] = [];

beforeAll(async () => {
  const inicis = loadConfig(inicisTestEnvironment).payments;
  app = await createTestApp({ payments: inicis, trustProxy: 1 });
  app.services.payments.registerOutcome('notice-test', {
    async paid(_tx, event) {
      paidCalls.push({ referenceIdx: event.referenceIdx, tid: event.tid });
      return [];
    },
    async awaitingDeposit() {
      return [];
    },
    async failed() {},
  });
});
afterAll(() => app.dispose());

/** A virtual account issued for 30,000원 and waiting for its deposit. */
async function issuedAccount() {
  const referenceIdx = randomInt(1, 1_000_000);
  const stamp = `20221122${String(randomInt(0, 999_999)).padStart(6, '0')}`;
  const [row] = await app.db
    .insert(payments)
    .values({
      purpose: 'notice-test',
      referenceIdx,
      memberIdx: 1,
      donePath: '/register_done',
      oid: `1669120387298Z${randomInt(0, 999_999)}`,
      amount: 30_000,
      goodName: '겨울 캠프',
      device: 'pc',
      method: 'VBank',
      status: 'waiting_deposit',
      tid: `StdpayVBNKINIpayTest${stamp}${String(randomInt(0, 999_999)).padStart(6, '0')}`,
      vbankBankCode: '88',
      vbankNumber: `5621110${randomInt(1_000_000, 9_999_999)}`,
      vbankDeadline: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!row?.tid) throw new Error('payment not inserted');
  return row as typeof row & { tid: string };
}

type Issued = Awaited<ReturnType<typeof issuedAccount>>;

/** The captured PC notice, field for field and in its order, for an issued account. */
function pcNotice(account: Issued, change: Record<string, string> = {}): string {
  const fields: [string, string][] = [
    ['len', '0623'],
    ['no_tid', 'ININPGVBNKINIpayTest20221122213434623119'],
    ['no_oid', account.oid],
    ['id_merchant', 'INIpayTest'],
    ['cd_bank', '00000088'],
    ['cd_deal', '00000088'],
    ['dt_trans', '20221122'],
    ['tm_trans', '213434'],
    ['no_msgseq', '9000000582'],
    ['cd_joinorg', '20000050'],
    ['dt_transbase', '20221122'],
    ['no_transseq', ' '],
    ['type_msg', '0200'],
    ['cl_trans', '1100'],
    ['cl_close', '0'],
    ['cl_kor', '2'],
    ['no_msgmanage', ' '],
    ['no_vacct', account.vbankNumber ?? ''],
    ['amt_input', '30000'],
    ['amt_check', '0'],
    ['nm_inputbank', '__%C5%D7%BD%BA%C6%AE__'],
    ['nm_input', '%C8%AB%B1%E6%B5%BF'],
    ['dt_inputstd', ' '],
    ['dt_calculstd', ' '],
    ['flg_close', '0'],
    ['dt_cshr', '20221122'],
    ['tm_cshr', '213434'],
    ['no_cshr_appl', '269022460'],
    ['no_cshr_tid', account.tid],
    ['no_req_tid', account.tid],
  ];
  return fields
    .map(([name, value]) => {
      const sent = change[name] ?? value;
      return `${name}=${name.startsWith('nm_') ? sent : encodeURIComponent(sent)}`;
    })
    .join('&');
}

/** Posts a notice through our proxy (10.0.0.2), which appends the address it saw to X-Forwarded-For. */
const post = (path: string, body: string, forwardedFor = '203.238.37.15') =>
  app.inject({
    method: 'POST',
    url: path,
    remoteAddress: '10.0.0.2',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    payload: body,
  });
const postPc = (body: string, forwardedFor?: string) => post('/api/payment/vbank/noti', body, forwardedFor);

async function current(id: number) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('payment missing');
  return row;
}
const auditOf = (oid: string) => app.auditEntries(`payment:${oid}`);

describe('PC virtual-account notices', () => {
  it('a real deposit pays the order named by no_req_tid, once however often it is resent', async () => {
    const account = await issuedAccount();
    const response = await postPc(pcNotice(account));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('OK');
    expect(await current(account.id)).toMatchObject({
      status: 'paid',
      depositTid: 'ININPGVBNKINIpayTest20221122213434623119',
    });
    expect((await postPc(pcNotice(account))).body).toBe('OK');
    expect(paidCalls.filter((call) => call.referenceIdx === account.referenceIdx)).toEqual([
      { referenceIdx: account.referenceIdx, tid: account.tid },
    ]);
  });

  it('keeps the cash receipt the notice carries: no_cshr_appl, no_cshr_tid, and dt_cshr tm_cshr in Korean time', async () => {
    const account = await issuedAccount();
    await app.db
      .update(payments)
      .set({ cashReceiptKind: 'proof', cashReceiptMaskedIdentifier: '123-82-*****' })
      .where(eq(payments.id, account.id));
    expect((await postPc(pcNotice(account))).body).toBe('OK');
    expect(await current(account.id)).toMatchObject({
      status: 'paid',
      cashReceiptKind: 'proof',
      cashReceiptMaskedIdentifier: '123-82-*****',
      cashReceiptApprovalNumber: '269022460',
      cashReceiptTid: account.tid,
      cashReceiptIssuedAt: new Date('2022-11-22T12:34:34Z'),
    });
  });

  it('refuses a notice whose no_req_tid we never issued, or whose order is another', async () => {
    const account = await issuedAccount();
    const unknown = 'StdpayVBNKINIpayTest20221122999999000000';
    expect((await postPc(pcNotice(account, { no_req_tid: unknown }))).body).toBe('FAIL');
    // The deposit's own no_tid is not the approval TID: it never names the order.
    expect((await postPc(pcNotice(account, { no_req_tid: '', no_tid: account.tid }))).body).toBe('FAIL');
    expect((await postPc(pcNotice(account, { no_oid: 'another-order' }))).body).toBe('FAIL');
    expect(await current(account.id)).toMatchObject({ status: 'waiting_deposit', attention: null });
  });

  it('a wrong amount or another account pays nothing and is flagged for a person', async () => {
    const account = await issuedAccount();
    expect((await postPc(pcNotice(account, { amt_input: '29000' }))).body).toBe('OK');
    expect(await current(account.id)).toMatchObject({ status: 'waiting_deposit' });
    expect((await current(account.id)).attention).toContain(
      '입금액(29,000원)이 결제 금액(30,000원)과 다릅니다',
    );

    const other = await issuedAccount();
    expect((await postPc(pcNotice(other, { no_vacct: '56211103849740' }))).body).toBe('OK');
    expect((await current(other.id)).status).toBe('waiting_deposit');
    expect((await current(other.id)).attention).toContain('발급하지 않은 계좌(56211103849740)');
    expect(await auditOf(other.oid)).toHaveLength(1);
  });

  it('money into an account that already expired is kept for a person, who can revive the purchase from the desk', async () => {
    const account = await issuedAccount();
    // The reconcile job lapsed the account at its deadline.
    await app.db.update(payments).set({ status: 'expired' }).where(eq(payments.id, account.id));
    expect((await postPc(pcNotice(account))).body).toBe('OK');
    const held = await current(account.id);
    expect(held).toMatchObject({
      status: 'review',
      depositTid: 'ININPGVBNKINIpayTest20221122213434623119',
    });
    expect(held.resultMessage).toContain('입금 기한이 지난 뒤 30,000원이 입금되었습니다');
    expect(paidCalls.some((call) => call.referenceIdx === account.referenceIdx)).toBe(false);
    expect((await auditOf(account.oid)).map((row) => row.action)).toEqual(['payment.deposit_late']);
    // Resent: nothing more.
    expect((await postPc(pcNotice(account))).body).toBe('OK');
    expect(await auditOf(account.oid)).toHaveLength(1);

    const { cookie } = await logInAs(app, await createMember(app.db, { level: 10 }));
    const desk = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: { cookie },
    });
    const row = desk.json().contents.list.find((entry: { oid: string }) => entry.oid === account.oid);
    expect(row).toMatchObject({ kind: 'review', reason: held.resultMessage });
    const revived = await app.inject({
      method: 'PUT',
      url: `/api/admin/payments/${account.id}/resolution`,
      headers: { cookie },
      payload: { resolution: 'approved', note: '입금 확인, 주문 복구' },
    });
    expect(revived.statusCode, revived.body).toBe(200);
    expect((await current(account.id)).status).toBe('paid');
    expect(paidCalls.filter((call) => call.referenceIdx === account.referenceIdx)).toHaveLength(1);
  });

  it('type_msg 0400 never pays; after payment it flags the payment and writes the audit log', async () => {
    const account = await issuedAccount();
    expect((await postPc(pcNotice(account, { type_msg: '0400' }))).body).toBe('OK');
    expect(await current(account.id)).toMatchObject({ status: 'waiting_deposit', attention: null });

    expect((await postPc(pcNotice(account))).body).toBe('OK');
    expect((await postPc(pcNotice(account, { type_msg: '0400' }))).body).toBe('OK');
    const flagged = await current(account.id);
    expect(flagged.status).toBe('paid');
    expect(flagged.attention).toContain('은행이 입금을 취소했습니다');
    // Resent: still one audit line.
    expect((await postPc(pcNotice(account, { type_msg: '0400' }))).body).toBe('OK');
    const lines = await auditOf(account.oid);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'payment.deposit_cancelled', actorUid: 'system' });

    // The administration's "확인 필요" list shows it.
    const { cookie } = await logInAs(app, await createMember(app.db, { level: 10 }));
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: { cookie },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().contents.list).toContainEqual(
      expect.objectContaining({
        kind: 'flagged',
        oid: account.oid,
        status: 'paid',
        amount: 30_000,
        reason: expect.stringContaining('은행이 입금을 취소했습니다'),
      }),
    );
  });

  it('ignores a spoofed left-most X-Forwarded-For: only the address our proxy saw counts', async () => {
    const account = await issuedAccount();
    expect((await postPc(pcNotice(account), '203.238.37.15, 198.51.100.7')).body).toBe('FAIL');
    expect((await current(account.id)).status).toBe('waiting_deposit');
    // Every Inicis range is accepted, and nothing beside them.
    expect((await postPc(pcNotice(account), '198.51.100.7, 39.115.212.77')).body).toBe('OK');
  });
});

describe('mobile virtual-account notices', () => {
  /** The mobile notice fields of §1.4, as Inicis posts them to P_NOTI_URL. */
  const mobileNotice = (account: Issued, change: Record<string, string> = {}) =>
    new URLSearchParams({
      P_TID: account.tid,
      P_MID: 'INIpayTest',
      P_AUTH_DT: '20221122213434',
      P_STATUS: '02',
      P_TYPE: 'VBANK',
      P_OID: account.oid,
      P_FN_CD1: '88',
      P_FN_CD2: '',
      P_FN_NM: '신한',
      P_AMT: '30000',
      P_UNAME: '홍길동',
      P_RMESG1: '',
      P_RMESG2: '',
      P_NOTI: account.oid,
      P_AUTH_NO: '',
      P_SRC_CODE: '',
      ...change,
    }).toString();
  const postMobile = (body: string, forwardedFor?: string) =>
    post('/api/payment/mobile/noti', body, forwardedFor);

  it('acknowledges the issuance echo, pays on P_STATUS=02, and takes the mobile sender only', async () => {
    const account = await issuedAccount();
    expect((await postMobile(mobileNotice(account, { P_STATUS: '00' }), '211.219.96.165')).body).toBe('OK');
    expect((await current(account.id)).status).toBe('waiting_deposit');
    expect((await postMobile(mobileNotice(account), '211.219.96.166')).body).toBe('FAIL');
    expect((await postMobile(mobileNotice(account, { P_AMT: '1000' }), '211.219.96.165')).body).toBe('OK');
    expect((await current(account.id)).status).toBe('waiting_deposit');
    expect((await postMobile(mobileNotice(account), '211.219.96.165')).body).toBe('OK');
    expect((await current(account.id)).status).toBe('paid');
  });
});

describe('the closeUrl page with KG Inicis', () => {
  it('loads INIStdPay_close.js from the test window’s host and lets only that page run it', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/payment/close?back=/register_pay/7' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<script src="https://stgstdpay.inicis.com/stdjs/INIStdPay_close.js"></script>',
    );
    expect(page.body).toContain('<a id="back" href="/register_pay/7"');
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://stgstdpay.inicis.com;",
    );
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const hostile = await app.inject({ method: 'GET', url: '/api/payment/close?back=//evil.example/x' });
    expect(hostile.body).toContain('<a id="back" href="/"');
  });
});
