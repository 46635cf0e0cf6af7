import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferenceDetails } from '../conferences/conferences.tables';
import { registrationAttendees, registrationCancels, registrations } from './registrations.tables';

let app: TestApp;
let owner: { idx: number; cookie: string };
let other: { idx: number; cookie: string };
let admin: { idx: number; cookie: string };

const day = 24 * 60 * 60 * 1000;
const kst = 9 * 60 * 60 * 1000;
/** 00:00 today in Korea, as an instant. */
const koreanMidnight = () => new Date(Math.floor((Date.now() + kst) / day) * day - kst);

async function member(level = 2, name?: string) {
  const created = await createMember(app.db, { level, ...(name && { name }) });
  return { idx: created.idx, cookie: (await logInAs(app, created)).cookie };
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(2, '김신청');
  other = await member();
  admin = await member(10);
});
afterAll(() => app.dispose());

let sequence = 0;

/**
 * A registration written straight into the tables (payments are another module's work): 등록완료 and
 * paid by card unless told otherwise, with its attendees. Answers its idx and the attendee idxs.
 */
async function createRegistration(
  database: Db,
  options: {
    memberIdx: number;
    detailIdx: number;
    price?: number;
    status?: string;
    attendees?: string[];
    payMethod?: string | null;
    tid?: string | null;
    createdDate?: Date;
    vbank?: { name: string; number: string; holder: string; deadline: Date };
  },
) {
  sequence += 1;
  const attendees = options.attendees ?? ['홍길동', '김영희', '이철수'];
  const paid = (options.status ?? '등록완료') === '등록완료';
  const [registration] = await database
    .insert(registrations)
    .values({
      oid: `HBTEST${process.pid}X${sequence}`,
      memberIdx: options.memberIdx,
      conferenceDetailIdx: options.detailIdx,
      name: '김신청',
      phone: '01012345678',
      church: '사랑교회',
      status: options.status ?? '등록완료',
      totalPrice: (options.price ?? 30_000) * attendees.length,
      headcount: attendees.length,
      tid: options.tid === undefined ? (paid ? `TID${sequence}` : null) : options.tid,
      payMethod: options.payMethod === undefined ? (paid ? 'Card' : null) : options.payMethod,
      paidDate: paid ? new Date() : null,
      vbankName: options.vbank?.name ?? null,
      vbankNumber: options.vbank?.number ?? null,
      vbankHolder: options.vbank?.holder ?? null,
      vbankDeadline: options.vbank?.deadline ?? null,
      createdDate: options.createdDate ?? new Date(),
    })
    .returning({ idx: registrations.idx });
  if (!registration) throw new Error('registration insert returned nothing');
  const rows = await database
    .insert(registrationAttendees)
    .values(attendees.map((name) => ({ registrationIdx: registration.idx, name, church: '사랑교회' })))
    .returning({ idx: registrationAttendees.idx });
  return { idx: registration.idx, attendeeIdxs: rows.map((row) => row.idx) };
}

/** A paid registration of the owner in an open session (30,000 won a person, three people). */
async function paidRegistration(options: Partial<Parameters<typeof createRegistration>[1]> = {}) {
  const { detailIdx } = await createConferenceSession(app.db, { price: 30_000 });
  return createRegistration(app.db, { memberIdx: owner.idx, detailIdx, ...options });
}

const history = (query = '', cookie = owner.cookie) =>
  app.inject({
    method: 'GET',
    url: `/api/registered/conferences${query}`,
    headers: cookie ? { cookie } : {},
  });

const cancel = (payload: Record<string, unknown>, cookie = owner.cookie) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/cancel',
    payload,
    headers: cookie ? { cookie } : {},
  });

async function cancelRows(registrationIdx?: number) {
  const [row] = await app.db
    .select({ n: count() })
    .from(registrationCancels)
    .where(registrationIdx ? eq(registrationCancels.registrationIdx, registrationIdx) : undefined);
  return row?.n ?? 0;
}

/** Expects a refusal with the status and the text, and no cancel request written. */
async function expectRefusal(
  answer: Promise<Awaited<ReturnType<typeof cancel>>>,
  status: number,
  message: string,
) {
  const before = await cancelRows();
  const response = await answer;
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ err_code: status, err_msg: message, contents: null });
  expect(await cancelRows()).toBe(before);
}

describe('GET /api/registered/conferences', () => {
  it('asks a visitor to log in', async () => {
    const response = await history('', '');
    expect(response.statusCode).toBe(401);
    expect(response.json().err_msg).toBe('로그인 후 이용해주세요.');
  });

  it('lists only the caller’s own registrations, newest first, 8 a page', async () => {
    const reader = await member();
    const { detailIdx } = await createConferenceSession(app.db);
    const created: number[] = [];
    for (let n = 0; n < 10; n += 1)
      created.push(
        (
          await createRegistration(app.db, {
            memberIdx: reader.idx,
            detailIdx,
            createdDate: new Date(Date.now() - (10 - n) * 60_000),
          })
        ).idx,
      );
    await createRegistration(app.db, { memberIdx: other.idx, detailIdx });

    const first = (await history('', reader.cookie)).json().contents;
    expect(first.pageInfo).toEqual({ page: 1, size: 8, total: 10 });
    expect(first.list.map((item: { idx: number }) => item.idx)).toEqual(created.slice(2).reverse());
    const second = (await history('?page=2', reader.cookie)).json().contents;
    expect(second.list.map((item: { idx: number }) => item.idx)).toEqual(created.slice(0, 2).reverse());
    expect(second.pageInfo).toEqual({ page: 2, size: 8, total: 10 });
  });

  it('filters by status', async () => {
    const reader = await member();
    const { detailIdx } = await createConferenceSession(app.db);
    const done = await createRegistration(app.db, { memberIdx: reader.idx, detailIdx });
    await createRegistration(app.db, { memberIdx: reader.idx, detailIdx, status: '결제시도' });
    const answer = (await history(`?status=${encodeURIComponent('등록완료')}`, reader.cookie)).json()
      .contents;
    expect(answer.list.map((item: { idx: number }) => item.idx)).toEqual([done.idx]);
    expect(answer.pageInfo.total).toBe(1);
    // Empty means all.
    expect((await history('?status=', reader.cookie)).json().contents.pageInfo.total).toBe(2);
  });

  it('answers the contract: session, attendees, cancel requests and the flags', async () => {
    const reader = await member();
    const { detailIdx, conferenceIdx } = await createConferenceSession(app.db, { price: 25_000 });
    const paid = await createRegistration(app.db, { memberIdx: reader.idx, detailIdx, price: 25_000 });
    const answer = (await history('', reader.cookie)).json().contents;
    const item = answer.list.find((entry: { idx: number }) => entry.idx === paid.idx);
    expect(item).toMatchObject({
      title: '테스트 컨퍼런스',
      conference_idx: conferenceIdx,
      conf_detail_idx: detailIdx,
      dept: '유치부',
      number: 1,
      local: '서울',
      place: '테스트교회',
      status: '등록완료',
      total_price: 75_000,
      headcount: 3,
      price: 25_000,
      pay_method: 'Card',
      vact_bank_name: null,
      canContinue: false,
      canCancel: true,
      cancelPending: false,
      hasReceipt: true,
      paymentCancelList: [],
    });
    expect(item.registerMemberList).toEqual(
      paid.attendeeIdxs.map((idx, n) => ({
        idx,
        name: ['홍길동', '김영희', '이철수'][n],
        church: '사랑교회',
        is_cancel: 'N',
      })),
    );
    // No database row leaks through.
    expect(item).not.toHaveProperty('memberIdx');
    expect(item).not.toHaveProperty('requestKey');
  });

  it('offers continuing a 결제시도 only while the session takes registrations', async () => {
    const reader = await member();
    const open = await createConferenceSession(app.db);
    const closed = await createConferenceSession(app.db, { opensInDays: -10, closesInDays: -1 });
    const a = await createRegistration(app.db, {
      memberIdx: reader.idx,
      detailIdx: open.detailIdx,
      status: '결제시도',
    });
    const b = await createRegistration(app.db, {
      memberIdx: reader.idx,
      detailIdx: closed.detailIdx,
      status: '결제시도',
    });
    const list = (await history('', reader.cookie)).json().contents.list as {
      idx: number;
      canContinue: boolean;
      canCancel: boolean;
      hasReceipt: boolean;
    }[];
    expect(list.find((item) => item.idx === a.idx)).toMatchObject({
      canContinue: true,
      canCancel: false,
      hasReceipt: false,
    });
    expect(list.find((item) => item.idx === b.idx)?.canContinue).toBe(false);
  });

  it('has a receipt only for 등록완료 or 등록취소 with a transaction id', async () => {
    const reader = await member();
    const { detailIdx } = await createConferenceSession(app.db);
    const cases = [
      { status: '등록완료', tid: 'T1', expected: true },
      { status: '등록취소', tid: 'T2', expected: true },
      { status: '등록완료', tid: null, expected: false },
      { status: '결제실패', tid: 'T3', expected: false },
    ];
    const made: { idx: number }[] = [];
    for (const { status, tid } of cases)
      made.push(await createRegistration(app.db, { memberIdx: reader.idx, detailIdx, status, tid }));
    const list = (await history('', reader.cookie)).json().contents.list as {
      idx: number;
      hasReceipt: boolean;
    }[];
    cases.forEach(({ expected }, n) => {
      expect(list.find((item) => item.idx === made[n]?.idx)?.hasReceipt).toBe(expected);
    });
  });

  it('shows the virtual account while 입금대기', async () => {
    const reader = await member();
    const { detailIdx } = await createConferenceSession(app.db);
    const deadline = new Date('2030-01-05T14:59:00.000Z');
    await createRegistration(app.db, {
      memberIdx: reader.idx,
      detailIdx,
      status: '입금대기',
      payMethod: 'VBank',
      tid: 'VT1',
      vbank: { name: '국민은행', number: '123-456-789', holder: '하나교회교육원', deadline },
    });
    const [item] = (await history('', reader.cookie)).json().contents.list;
    expect(item).toMatchObject({
      status: '입금대기',
      vact_bank_name: '국민은행',
      vact_num: '123-456-789',
      vact_name: '하나교회교육원',
      vact_date: deadline.toISOString(),
      hasReceipt: false,
      canCancel: false,
    });
  });
});

describe('POST /api/payment/cancel', () => {
  it('files a partial request with the refund computed by the server', async () => {
    const paid = await paidRegistration();
    const [first, second] = paid.attendeeIdxs;
    const response = await cancel({
      register_conf_idx: paid.idx,
      type: '부분',
      price: 1,
      count: 99,
      cancel_member_idxs: `${first},${second}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      err_code: 0,
      err_msg: '신청이 완료되었습니다. 처리 완료 후 안내드립니다.',
      contents: { type: '부분', price: 60_000, count: 2, status: '취소신청' },
    });
    const [row] = await app.db
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.registrationIdx, paid.idx));
    expect(row).toMatchObject({
      status: '취소신청',
      type: '부분',
      price: 60_000,
      count: 2,
      cancelMemberIdxs: `${first},${second}`,
      refundBankCode: null,
      confirmDate: null,
    });
    // Filing does not cancel anyone yet: the administrator's approval does.
    const attendees = await app.db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationIdx, paid.idx));
    expect(attendees.every((attendee) => attendee.isCancel === 'N')).toBe(true);

    const [item] = (await history())
      .json()
      .contents.list.filter((entry: { idx: number }) => entry.idx === paid.idx);
    expect(item).toMatchObject({
      canCancel: false,
      cancelPending: true,
      paymentCancelList: [{ status: '취소신청', type: '부분', price: 60_000, count: 2, confirm_date: null }],
    });
  });

  it('takes the attendees as an array too, and defaults to 부분', async () => {
    const paid = await paidRegistration();
    const response = await cancel({
      register_conf_idx: String(paid.idx),
      cancel_member_idxs: [paid.attendeeIdxs[2]],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contents).toMatchObject({ type: '부분', price: 30_000, count: 1 });
    const single = await paidRegistration();
    const one = await cancel({ register_conf_idx: single.idx, cancel_member_idxs: single.attendeeIdxs[0] });
    expect(one.json().contents).toMatchObject({ type: '부분', count: 1 });
  });

  it('makes choosing every attendee left a whole cancel, refunding what was not refunded yet', async () => {
    const paid = await paidRegistration();
    const [gone, ...left] = paid.attendeeIdxs;
    // An earlier request for one person, approved: that person is cancelled and 30,000 won went back.
    await app.db.insert(registrationCancels).values({
      registrationIdx: paid.idx,
      status: '처리완료',
      type: '부분',
      price: 30_000,
      count: 1,
      cancelMemberIdxs: String(gone),
      confirmDate: new Date(),
    });
    await app.db
      .update(registrationAttendees)
      .set({ isCancel: 'Y' })
      .where(eq(registrationAttendees.idx, gone ?? 0));
    const response = await cancel({
      register_conf_idx: paid.idx,
      type: '부분',
      price: 90_000,
      count: 3,
      cancel_member_idxs: left.join(','),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contents).toMatchObject({ type: '전체', price: 60_000, count: 2 });
    const rows = await app.db
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.status, '취소신청'));
    expect(rows.find((row) => row.registrationIdx === paid.idx)?.cancelMemberIdxs).toBe(left.join(','));
  });

  it('cancels everyone left for 전체, whatever attendees are sent', async () => {
    const paid = await paidRegistration();
    const response = await cancel({ register_conf_idx: paid.idx, type: '전체', price: 5, count: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contents).toMatchObject({ type: '전체', price: 90_000, count: 3 });
  });

  it('asks a visitor to log in and writes nothing', async () => {
    const paid = await paidRegistration();
    await expectRefusal(
      app.inject({ method: 'POST', url: '/api/payment/cancel' }),
      401,
      '로그인 후 이용해주세요.',
    );
    await expectRefusal(
      cancel({ register_conf_idx: paid.idx, type: '전체' }, ''),
      401,
      '로그인 후 이용해주세요.',
    );
  });

  it('refuses an unknown registration and another member’s', async () => {
    await expectRefusal(
      cancel({ register_conf_idx: 2_000_000_000, type: '전체' }),
      404,
      '신청 내역을 찾을 수 없습니다.',
    );
    await expectRefusal(cancel({ type: '전체' }), 404, '신청 내역을 찾을 수 없습니다.');
    const paid = await paidRegistration();
    await expectRefusal(
      cancel(
        { register_conf_idx: paid.idx, type: '부분', cancel_member_idxs: String(paid.attendeeIdxs[0]) },
        other.cookie,
      ),
      403,
      '본인의 신청 내역만 취소할 수 있습니다.',
    );
    // Not even an administrator files for a member.
    await expectRefusal(
      cancel({ register_conf_idx: paid.idx, type: '전체' }, admin.cookie),
      403,
      '본인의 신청 내역만 취소할 수 있습니다.',
    );
  });

  it('cancels only 등록완료 registrations', async () => {
    for (const status of ['결제시도', '결제대기', '입금대기', '결제실패', '등록취소']) {
      const registration = await paidRegistration({ status });
      await expectRefusal(
        cancel({ register_conf_idx: registration.idx, type: '전체' }),
        400,
        '등록완료 상태의 신청만 취소할 수 있습니다.',
      );
    }
  });

  it('refuses a second request while one is 취소신청, also when both arrive at once', async () => {
    const paid = await paidRegistration();
    const answers = await Promise.all([
      cancel({ register_conf_idx: paid.idx, type: '부분', cancel_member_idxs: String(paid.attendeeIdxs[0]) }),
      cancel({ register_conf_idx: paid.idx, type: '부분', cancel_member_idxs: String(paid.attendeeIdxs[1]) }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().err_msg).toBe(
      '이미 취소 신청 중입니다.',
    );
    expect(await cancelRows(paid.idx)).toBe(1);
    await expectRefusal(
      cancel({ register_conf_idx: paid.idx, type: '전체' }),
      409,
      '이미 취소 신청 중입니다.',
    );
  });

  it('allows a new request once the earlier one was approved', async () => {
    const paid = await paidRegistration();
    const first = await cancel({
      register_conf_idx: paid.idx,
      type: '부분',
      cancel_member_idxs: String(paid.attendeeIdxs[0]),
    });
    await app.db
      .update(registrationCancels)
      .set({ status: '처리완료', confirmDate: new Date() })
      .where(eq(registrationCancels.idx, first.json().contents.idx));
    await app.db
      .update(registrationAttendees)
      .set({ isCancel: 'Y' })
      .where(eq(registrationAttendees.idx, paid.attendeeIdxs[0] ?? 0));
    // The cancelled person cannot be chosen again.
    await expectRefusal(
      cancel({ register_conf_idx: paid.idx, type: '부분', cancel_member_idxs: String(paid.attendeeIdxs[0]) }),
      400,
      '취소할 수 없는 인원이 포함되어 있습니다.',
    );
    const second = await cancel({
      register_conf_idx: paid.idx,
      type: '부분',
      cancel_member_idxs: String(paid.attendeeIdxs[1]),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().contents).toMatchObject({ type: '부분', price: 30_000, count: 1 });
  });

  it('closes cancel_day days before the session’s first day, counted in Korean dates', async () => {
    const midnight = koreanMidnight().getTime();
    const hour = 60 * 60 * 1000;
    const cases = [
      // cancel_day 0: up to and including the first day.
      { cancelDay: 0, startsAt: midnight + hour, allowed: true },
      { cancelDay: 0, startsAt: midnight - hour, allowed: false },
      // cancel_day 2: the last day is two days before the first day.
      { cancelDay: 2, startsAt: midnight + 2 * day + hour, allowed: true },
      { cancelDay: 2, startsAt: midnight + 2 * day - hour, allowed: false },
    ];
    for (const { cancelDay, startsAt, allowed } of cases) {
      const { detailIdx } = await createConferenceSession(app.db, { cancelDay });
      await app.db
        .update(conferenceDetails)
        .set({ startsAt: new Date(startsAt) })
        .where(eq(conferenceDetails.idx, detailIdx));
      const paid = await createRegistration(app.db, { memberIdx: owner.idx, detailIdx });
      const flag = (await history())
        .json()
        .contents.list.find((item: { idx: number }) => item.idx === paid.idx)?.canCancel;
      expect(flag, `cancel_day ${cancelDay}, starts ${new Date(startsAt).toISOString()}`).toBe(allowed);
      const request = cancel({ register_conf_idx: paid.idx, type: '전체' });
      if (allowed) expect((await request).statusCode).toBe(200);
      else await expectRefusal(request, 400, '취소 신청 기간이 지났습니다.');
    }
  });

  it('needs at least one attendee for a partial cancel', async () => {
    const paid = await paidRegistration();
    for (const cancel_member_idxs of ['', ' , ', [], undefined])
      await expectRefusal(
        cancel({ register_conf_idx: paid.idx, type: '부분', cancel_member_idxs }),
        400,
        '취소할 인원을 선택해주세요.',
      );
  });

  it('takes only attendees of this registration', async () => {
    const paid = await paidRegistration();
    const elsewhere = await paidRegistration();
    for (const cancel_member_idxs of [String(elsewhere.attendeeIdxs[0]), `${paid.attendeeIdxs[0]},abc`, '-1'])
      await expectRefusal(
        cancel({ register_conf_idx: paid.idx, type: '부분', cancel_member_idxs }),
        400,
        '취소할 수 없는 인원이 포함되어 있습니다.',
      );
  });

  it('refuses an unknown type', async () => {
    const paid = await paidRegistration();
    await expectRefusal(
      cancel({ register_conf_idx: paid.idx, type: '일부' }),
      400,
      '취소 구분을 확인해주세요.',
    );
  });

  it('needs the refund account when the payment was by virtual account', async () => {
    const paid = await paidRegistration({ payMethod: 'VBank' });
    const base = { register_conf_idx: paid.idx, type: '전체' };
    await expectRefusal(cancel(base), 400, '환불받을 은행을 선택해주세요.');
    await expectRefusal(cancel({ ...base, refundBankCode: '04' }), 400, '환불받을 계좌번호를 입력해주세요.');
    await expectRefusal(
      cancel({
        ...base,
        refundBankCode: '04',
        refundAccountNumber: '123-45-6789',
        refundAccountHolder: '  ',
      }),
      400,
      '환불받을 예금주를 입력해주세요.',
    );
    const response = await cancel({
      ...base,
      refundBankCode: '04',
      refundAccountNumber: ' 123-45-6789 ',
      refundAccountHolder: '김신청',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.registrationIdx, paid.idx));
    expect(row).toMatchObject({
      refundBankCode: '04',
      refundAccountNumber: '123-45-6789',
      refundAccountHolder: '김신청',
      price: 90_000,
    });
  });

  it('checks in the spec’s order: ownership before status before the pending request', async () => {
    const trying = await paidRegistration({ status: '결제시도' });
    await expectRefusal(
      cancel({ register_conf_idx: trying.idx, type: '부분' }, other.cookie),
      403,
      '본인의 신청 내역만 취소할 수 있습니다.',
    );
    await expectRefusal(
      cancel({ register_conf_idx: trying.idx, type: '부분' }),
      400,
      '등록완료 상태의 신청만 취소할 수 있습니다.',
    );
    const { detailIdx } = await createConferenceSession(app.db, { startsInDays: -3 });
    const late = await createRegistration(app.db, { memberIdx: owner.idx, detailIdx });
    await expectRefusal(
      cancel({ register_conf_idx: late.idx, type: '부분' }),
      400,
      '취소 신청 기간이 지났습니다.',
    );
  });
});

describe('GET /api/payment/cancel/regmember/list/{idx}', () => {
  it('lists the people of a request for its member and an administrator only', async () => {
    const paid = await paidRegistration();
    const chosen = paid.attendeeIdxs.slice(0, 2);
    const filed = await cancel({ register_conf_idx: paid.idx, type: '부분', cancel_member_idxs: chosen });
    const cancelIdx = filed.json().contents.idx as number;
    const url = `/api/payment/cancel/regmember/list/${cancelIdx}`;
    const get = (cookie: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    const mine = await get(owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().contents).toEqual([
      { idx: chosen[0], name: '홍길동', church: '사랑교회', is_cancel: 'N' },
      { idx: chosen[1], name: '김영희', church: '사랑교회', is_cancel: 'N' },
    ]);
    expect((await get(admin.cookie)).json().contents).toHaveLength(2);
    const refused = await get(other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().contents).toBeNull();
    expect((await get('')).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/payment/cancel/regmember/list/2000000000',
      headers: { cookie: owner.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().err_msg).toBe('취소 신청 내역을 찾을 수 없습니다.');
  });
});

describe('GET /api/payment/cancels/mine', () => {
  it('lists the caller’s own requests, newest first, 20 a page, with the spec’s columns', async () => {
    const requester = await member(2);
    const { detailIdx } = await createConferenceSession(app.db, { price: 10_000 });
    const made: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const registration = await createRegistration(app.db, {
        memberIdx: requester.idx,
        detailIdx,
        attendees: ['한사람'],
        price: 10_000,
      });
      const [row] = await app.db
        .insert(registrationCancels)
        .values({
          registrationIdx: registration.idx,
          type: '전체',
          price: 10_000,
          count: 1,
          cancelMemberIdxs: String(registration.attendeeIdxs[0]),
          status: n === 0 ? '처리완료' : '취소신청',
          createdDate: new Date(Date.now() - (21 - n) * 60_000),
          confirmDate: n === 0 ? new Date() : null,
        })
        .returning({ idx: registrationCancels.idx });
      made.push(row?.idx ?? 0);
    }
    const get = (query: string, cookie: string) =>
      app.inject({ method: 'GET', url: `/api/payment/cancels/mine${query}`, headers: { cookie } });

    const first = (await get('', requester.cookie)).json().contents;
    expect(first.pageInfo).toEqual({ page: 1, size: 20, total: 21 });
    expect(first.list.map((row: { idx: number }) => row.idx)).toEqual(made.slice(1).reverse());
    expect(first.list[0]).toEqual({
      idx: made[20],
      register_conf_idx: expect.any(Number),
      title: '테스트 컨퍼런스',
      dept: '유치부',
      name: '김신청',
      church: '사랑교회',
      attendees: [{ idx: expect.any(Number), name: '한사람', church: expect.any(String), is_cancel: 'N' }],
      type: '전체',
      count: 1,
      price: 10_000,
      created_date: expect.any(String),
      confirm_date: null,
      status: '취소신청',
    });
    const second = (await get('?page=2', requester.cookie)).json().contents;
    expect(second.list).toHaveLength(1);
    expect(second.list[0]).toMatchObject({
      idx: made[0],
      status: '처리완료',
      confirm_date: expect.any(String),
    });

    expect((await get('', other.cookie)).json().contents.list).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/payment/cancels/mine' })).statusCode).toBe(401);
  });
});

describe('GET /api/payment/cancels/mine names the cancelled attendees', () => {
  it('lists, per request, the attendees it cancels and not the applicant nor the ones staying', async () => {
    const requester = await member(2, '신청자');
    const { detailIdx } = await createConferenceSession(app.db, { price: 10_000 });
    const registration = await createRegistration(app.db, {
      memberIdx: requester.idx,
      detailIdx,
      attendees: ['홍길동', '김영희', '박철수'],
      price: 10_000,
    });
    const [, second, third] = registration.attendeeIdxs;
    await app.db.insert(registrationCancels).values({
      registrationIdx: registration.idx,
      type: '부분',
      price: 20_000,
      count: 2,
      cancelMemberIdxs: `${third},${second}`,
    });
    const answer = await app.inject({
      method: 'GET',
      url: '/api/payment/cancels/mine',
      headers: { cookie: requester.cookie },
    });
    const [row] = answer.json().contents.list;
    expect(row.attendees.map((attendee: { name: string }) => attendee.name)).toEqual(['김영희', '박철수']);
  });
});

describe('OpenAPI', () => {
  it('documents the history and cancel calls', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/registered/conferences',
        '/api/payment/cancel',
        '/api/payment/cancel/regmember/list/{idx}',
        '/api/payment/cancels/mine',
      ]),
    );
  });
});
