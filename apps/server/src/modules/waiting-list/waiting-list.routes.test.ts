import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCancel } from '../../test/cancel-flow';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { payThroughSimulator } from '../../test/payment-flow';
import { registerGroup, seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferenceDetails } from '../conferences/conferences.tables';
import { expireHolds } from '../registrations';
import { registrations } from '../registrations/registrations.tables';
import { expireOffers } from './end-offers';
import { waitingEntries, waitingOffers } from './waiting-list.tables';
import { offerWaitingSeats } from './waiting-list-jobs';

let app: TestApp;
let adminCookie: string;
type Person = { idx: number; phone: string; cookie: string };
const people: Person[] = [];

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
  for (let i = 0; i < 5; i++) {
    const member = await createMember(app.db);
    people.push({ idx: member.idx, phone: member.phone, cookie: (await logInAs(app, member)).cookie });
  }
});
afterAll(() => app.dispose());

const person = (i: number) => () => people[i] as Person;
const [a, b, c, d, e] = [person(0), person(1), person(2), person(3), person(4)];

const join = (who: Person, detailIdx: number, headcount: number, acceptPartial = false) =>
  app.inject({
    method: 'POST',
    url: `/api/waiting-list/${detailIdx}`,
    headers: { cookie: who.cookie },
    payload: { headcount, acceptPartial },
  });

const booker = { name: '김대기', phone: '01055556666', church: '대기교회' };
const names = (n: number) => Array.from({ length: n }, (_, i) => `참석${i + 1}`);

/** A paid group of `n` on the department; answers its registration idx. */
async function paidGroup(who: Person, detailIdx: number, n: number) {
  const idx = await registerGroup(app, who.cookie, detailIdx, { booker, attendees: names(n) });
  await payThroughSimulator(app, {
    cookie: who.cookie,
    registrationIdx: idx,
    device: 'pc',
    method: 'Card',
    decision: 'approve',
  });
  return idx;
}

/** The member cancels `n` attendees and the administrator approves it. */
async function cancelApproved(who: Person, registrationIdx: number, n: number) {
  const cancelIdx = await requestCancel(app, who.cookie, registrationIdx, { count: n });
  const approved = await app.inject({
    method: 'PUT',
    url: `/api/payment/confirmCancels/${cancelIdx}`,
    headers: { cookie: adminCookie },
  });
  expect(approved.statusCode).toBe(200);
}

const entryOf = async (who: Person, detailIdx: number) => {
  const [entry] = await app.db
    .select()
    .from(waitingEntries)
    .where(and(eq(waitingEntries.memberIdx, who.idx), eq(waitingEntries.conferenceDetailIdx, detailIdx)))
    .orderBy(sql`${waitingEntries.idx} desc`);
  return entry;
};
const liveOfferOf = async (who: Person, detailIdx: number) => {
  const [offer] = await app.db
    .select()
    .from(waitingOffers)
    .where(
      and(
        eq(waitingOffers.memberIdx, who.idx),
        eq(waitingOffers.conferenceDetailIdx, detailIdx),
        eq(waitingOffers.status, '제안중'),
      ),
    );
  return offer;
};

/** registered + held ≤ limit, and the counter equal to live attendees plus seats held for offers. */
async function expectCounterAgrees(detailIdx: number) {
  const [detail] = await app.db.select().from(conferenceDetails).where(eq(conferenceDetails.idx, detailIdx));
  const result = await app.db.execute(sql`select
    (select count(*)::int from registration_attendees ra join registrations r on r.idx = ra.registration_idx
      where r.conference_detail_idx = ${detailIdx} and ra.is_cancel = 'N'
        and r.status in ('결제시도', '결제대기', '입금대기', '등록완료')) as attendees,
    (select coalesce(sum(seats), 0)::int from waiting_offers where conference_detail_idx = ${detailIdx} and status = '제안중') as held`);
  const row = (result as unknown as { rows: { attendees: number; held: number }[] }).rows[0];
  expect(detail?.registeredPersonnel).toBe(Number(row?.attendees) + Number(row?.held));
  if (detail && detail.limitPersonnel > 0)
    expect(detail.registeredPersonnel).toBeLessThanOrEqual(detail.limitPersonnel);
}

const registerOnOffer = (who: Person, detailIdx: number, token: string, n: number, requestKey?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/register/conference/${detailIdx}`,
    headers: { cookie: who.cookie },
    payload: {
      waitingOffer: token,
      requestKey,
      registerConference: booker,
      registerMemberList: names(n).map((name) => ({ name, church: booker.church })),
      agree: 'Y',
    },
  });

describe('대기 신청 (POST /api/waiting-list/{idx})', () => {
  it('is taken only for a full department, once per member, with a sensible size', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 4, price: 10_000 });
    const notFull = await join(a(), detailIdx, 2);
    expect(notFull.statusCode).toBe(400);
    expect(notFull.json().err_msg).toBe('아직 자리가 남아 있습니다. 바로 신청해 주세요.');
    await paidGroup(a(), detailIdx, 3);
    // One seat left: a group of two may wait, a group of one is told to register.
    expect((await join(b(), detailIdx, 1)).statusCode).toBe(400);
    expect((await join(b(), detailIdx, 0)).json().err_msg).toBe('인원은 1명부터 100명까지 입력해 주세요.');
    const joined = await join(b(), detailIdx, 2);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().err_msg).toBe('대기 신청이 접수되었습니다.');
    const again = await join(b(), detailIdx, 3);
    expect(again.statusCode).toBe(409);
    expect(again.json().err_msg).toBe('이미 이 부서에 대기 신청을 하셨습니다.');
    expect(
      (await app.inject({ method: 'POST', url: `/api/waiting-list/${detailIdx}`, payload: { headcount: 2 } }))
        .statusCode,
    ).toBe(401);
    const closed = await createConferenceSession(app.db, { limit: 1, opensInDays: 2 });
    expect((await join(b(), closed.detailIdx, 2)).json().err_msg).toBe(
      '접수 기간에만 대기 신청을 할 수 있습니다.',
    );
  });

  it('a group that takes part of the seats is offered what is free at once', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 3, price: 10_000 });
    await paidGroup(a(), detailIdx, 2);
    expect((await join(b(), detailIdx, 3, true)).statusCode).toBe(200);
    const offer = await liveOfferOf(b(), detailIdx);
    expect(offer?.seats).toBe(1);
    expect(await seatsTaken(app, detailIdx)).toBe(3);
    expect((await entryOf(b(), detailIdx))?.status).toBe('제안중');
    await expectCounterAgrees(detailIdx);
  });
});

describe('offers when seats free up', () => {
  it('an approved cancel offers the freed seats to the first entry that fits; only it can take them, through its link', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 4, price: 10_000 });
    const full = await paidGroup(a(), detailIdx, 4);
    expect((await join(b(), detailIdx, 3)).statusCode).toBe(200); // too big for 2, no partial
    expect((await join(c(), detailIdx, 2)).statusCode).toBe(200);
    expect((await join(d(), detailIdx, 1)).statusCode).toBe(200);

    await cancelApproved(a(), full, 2);
    // b (3, all or nothing) is passed over; c (2) is offered both seats; d waits.
    expect(await liveOfferOf(b(), detailIdx)).toBeUndefined();
    const offer = await liveOfferOf(c(), detailIdx);
    expect(offer?.seats).toBe(2);
    expect((await entryOf(d(), detailIdx))?.status).toBe('대기');
    expect(await seatsTaken(app, detailIdx)).toBe(4);
    await expectCounterAgrees(detailIdx);
    const expiresIn = (offer?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);

    const [message] = await app.outbox({ template: 'waiting_offer', recipient: c().phone });
    expect(message?.text).toContain('자리가 났습니다');
    expect(message?.text).toContain('준비된 자리: 2석');
    expect(message?.text).toContain(`/waiting-offer/${offer?.token}`);

    // Nobody else gets the held seats: not through the normal form, not with c's link.
    const stranger = await app.inject({
      method: 'POST',
      url: `/api/register/conference/${detailIdx}`,
      headers: { cookie: e().cookie },
      payload: {
        registerConference: booker,
        registerMemberList: [{ name: '새치기', church: '교회' }],
        agree: 'Y',
      },
    });
    expect(stranger.statusCode).toBe(403);
    expect((await registerOnOffer(e(), detailIdx, offer?.token ?? '', 1)).statusCode).toBe(404);
    // More than offered is refused and changes nothing.
    const tooMany = await registerOnOffer(c(), detailIdx, offer?.token ?? '', 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().err_msg).toBe('제안받은 자리는 2석입니다. 참석자를 2명 이하로 입력해 주세요.');
    expect((await liveOfferOf(c(), detailIdx))?.seats).toBe(2);

    const viewed = await app.inject({
      method: 'GET',
      url: `/api/waiting-list/offers/${offer?.token}`,
      headers: { cookie: c().cookie },
    });
    expect(viewed.json().contents).toMatchObject({ seats: 2, status: '제안중', detail_idx: detailIdx });

    const registered = await registerOnOffer(c(), detailIdx, offer?.token ?? '', 2, 'offer-key-1');
    expect(registered.statusCode).toBe(200);
    const registrationIdx = registered.json().contents as number;
    // A repeated submission answers the same registration.
    expect(
      (await registerOnOffer(c(), detailIdx, offer?.token ?? '', 2, 'offer-key-1')).json().contents,
    ).toBe(registrationIdx);
    expect(await seatsTaken(app, detailIdx)).toBe(4);
    await expectCounterAgrees(detailIdx);
    const [accepted] = await app.db
      .select()
      .from(waitingOffers)
      .where(eq(waitingOffers.idx, offer?.idx ?? 0));
    expect(accepted).toMatchObject({ status: '수락', registrationIdx });
    expect((await entryOf(c(), detailIdx))?.status).toBe('신청함');
    await payThroughSimulator(app, {
      cookie: c().cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
    const [paid] = await app.db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
    expect(paid?.status).toBe('등록완료');
    expect((await registerOnOffer(c(), detailIdx, offer?.token ?? '', 2)).statusCode).toBe(200);
  });

  it('a partial taker may register fewer; the seats it leaves go to the next entry', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 5, price: 10_000 });
    const full = await paidGroup(a(), detailIdx, 5);
    await join(b(), detailIdx, 4, true);
    await join(c(), detailIdx, 1);
    await cancelApproved(a(), full, 3);
    const offer = await liveOfferOf(b(), detailIdx);
    expect(offer?.seats).toBe(3);
    const registered = await registerOnOffer(b(), detailIdx, offer?.token ?? '', 2);
    expect(registered.statusCode).toBe(200);
    expect((await liveOfferOf(c(), detailIdx))?.seats).toBe(1);
    expect(await seatsTaken(app, detailIdx)).toBe(5);
    await expectCounterAgrees(detailIdx);
  });

  it('an offer that lapses, or is let pass, goes to the next entry; a lapsed link is refused', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 2, price: 10_000 });
    const full = await paidGroup(a(), detailIdx, 2);
    await join(b(), detailIdx, 1);
    await join(c(), detailIdx, 1);
    await join(d(), detailIdx, 1);
    await cancelApproved(a(), full, 1);
    const first = await liveOfferOf(b(), detailIdx);
    expect(first).toBeDefined();

    const { lapsed } = await expireOffers(app.db, new Date(Date.now() + 25 * 3600_000));
    expect(lapsed).toBeGreaterThanOrEqual(1);
    expect((await entryOf(b(), detailIdx))?.status).toBe('기회만료');
    const late = await registerOnOffer(b(), detailIdx, first?.token ?? '', 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().err_msg).toBe('이미 사용했거나 끝난 자리 제안입니다.');
    // The job's "later" was in the future: the next offer was made then.
    await app.db
      .update(waitingOffers)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(waitingOffers.status, '제안중'));
    const second = await liveOfferOf(c(), detailIdx);
    expect(second?.seats).toBe(1);

    const declined = await app.inject({
      method: 'POST',
      url: `/api/waiting-list/offers/${second?.token}/decline`,
      headers: { cookie: c().cookie },
    });
    expect(declined.statusCode).toBe(200);
    expect((await entryOf(c(), detailIdx))?.status).toBe('양보');
    expect((await liveOfferOf(d(), detailIdx))?.seats).toBe(1);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
    await expectCounterAgrees(detailIdx);
  });

  it('an expired payment hold and a raised limit offer seats too', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 2, price: 10_000 });
    await registerGroup(app, a().cookie, detailIdx, { booker, attendees: names(2) }); // unpaid, held
    await join(b(), detailIdx, 2);
    await join(c(), detailIdx, 1);
    await expireHolds(app.db, new Date(Date.now() + 16 * 60_000));
    expect((await liveOfferOf(b(), detailIdx))?.seats).toBe(2);
    expect(await seatsTaken(app, detailIdx)).toBe(2);

    await app.db
      .update(conferenceDetails)
      .set({ limitPersonnel: 3 })
      .where(eq(conferenceDetails.idx, detailIdx));
    await offerWaitingSeats(app.db);
    expect((await liveOfferOf(c(), detailIdx))?.seats).toBe(1);
    await expectCounterAgrees(detailIdx);
  });
});

describe('the administrator’s waiting lists', () => {
  it('lists a department with offer states, reorders and removes entries, and sets the offer time', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 2, price: 10_000 });
    const full = await paidGroup(a(), detailIdx, 2);
    await join(b(), detailIdx, 1);
    await join(c(), detailIdx, 1);
    await join(d(), detailIdx, 1);
    const list = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/waiting-list/${detailIdx}`,
          headers: { cookie: adminCookie },
        })
      ).json().contents as {
        department: { waiting: number };
        entries: {
          idx: number;
          member_idx: number;
          status: string;
          offer: { status: string; seats: number } | null;
        }[];
      };
    const before = await list();
    expect(before.entries.map((row) => row.member_idx)).toEqual([b().idx, c().idx, d().idx]);

    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/waiting-list/entries/${before.entries[2]?.idx}/move`,
      headers: { cookie: adminCookie },
      payload: { direction: 'up' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await list()).entries.map((row) => row.member_idx)).toEqual([b().idx, d().idx, c().idx]);
    const top = await app.inject({
      method: 'POST',
      url: `/api/admin/waiting-list/entries/${before.entries[0]?.idx}/move`,
      headers: { cookie: adminCookie },
      payload: { direction: 'up' },
    });
    expect(top.json().err_msg).toBe('더 옮길 수 없습니다.');

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/waiting-list-settings',
      headers: { cookie: adminCookie },
      payload: { offerHours: 2 },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/admin/waiting-list-settings',
          headers: { cookie: adminCookie },
          payload: { offerHours: 0 },
        })
      ).statusCode,
    ).toBe(400);

    await cancelApproved(a(), full, 1);
    const offered = await list();
    expect(offered.entries[0]).toMatchObject({
      member_idx: b().idx,
      status: '제안중',
      offer: { status: '제안중', seats: 1 },
    });
    const offer = await liveOfferOf(b(), detailIdx);
    expect((offer?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(2 * 3600_000);

    // Removing the entry holding the offer hands its seat to the next in the (reordered) list: d.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/waiting-list/entries/${before.entries[0]?.idx}`,
      headers: { cookie: adminCookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await liveOfferOf(d(), detailIdx))?.seats).toBe(1);
    const after = await list();
    expect(after.entries.find((row) => row.member_idx === b().idx)).toMatchObject({
      status: '삭제',
      offer: { status: '취소' },
    });
    expect(await app.auditEntries(`waiting:${before.entries[0]?.idx}`)).toHaveLength(1);
    await expectCounterAgrees(detailIdx);

    const departments = await app.inject({
      method: 'GET',
      url: '/api/admin/waiting-list',
      headers: { cookie: adminCookie },
    });
    expect(
      departments.json().contents.find((row: { detail_idx: number }) => row.detail_idx === detailIdx),
    ).toMatchObject({
      waiting: 1,
      offered: 1,
      held_seats: 1,
    });
    await app.inject({
      method: 'PUT',
      url: '/api/admin/waiting-list-settings',
      headers: { cookie: adminCookie },
      payload: { offerHours: 24 },
    });

    // The member sees their own entries and the live offer's link.
    const mine = await app.inject({
      method: 'GET',
      url: '/api/waiting-list/mine',
      headers: { cookie: d().cookie },
    });
    const entry = mine.json().contents.find((row: { detail_idx: number }) => row.detail_idx === detailIdx);
    expect(entry).toMatchObject({ status: '제안중', headcount: 1, offer: { seats: 1, status: '제안중' } });
    expect(entry.offer.token).toBeTruthy();
    const behind = await app.inject({
      method: 'GET',
      url: '/api/waiting-list/mine',
      headers: { cookie: c().cookie },
    });
    expect(
      behind.json().contents.find((row: { detail_idx: number }) => row.detail_idx === detailIdx),
    ).toMatchObject({
      status: '대기',
      ahead: 1,
      offer: null,
    });
  });
});
