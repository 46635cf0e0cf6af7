import { paymentHold, paymentHoldMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { registerGroup, seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireHolds } from './expire-holds';
import { registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { name: '김연장' })));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
});
afterAll(() => app.dispose());

async function registered() {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 4, price: 15_000 });
  const registrationIdx = await registerGroup(app, cookie, detailIdx, {
    booker: { name: '김연장', phone: '01055557777', email: 'hold@example.com', church: '사랑교회' },
    attendees: ['홍길동', '김영희'],
  });
  return { detailIdx, registrationIdx };
}

const summary = (idx: number, who = cookie) =>
  app.inject({ method: 'GET', url: `/api/registered/conference/pay/${idx}`, headers: { cookie: who } });
const extend = (idx: number, who = cookie) =>
  app.inject({
    method: 'POST',
    url: `/api/registered/conference/pay/${idx}/extend`,
    headers: { cookie: who },
  });

async function row(idx: number) {
  const [found] = await app.db.select().from(registrations).where(eq(registrations.idx, idx));
  if (!found) throw new Error('registration missing');
  return found;
}

const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

describe('the payment page’s time limit', () => {
  it('tells the time left and extends it twice by 15 minutes from now, then says no more', async () => {
    const { registrationIdx } = await registered();
    const page = (await summary(registrationIdx)).json().contents;
    expect(page.hold.extensionsLeft).toBe(paymentHold.maxExtensions);
    expect(minutesFromNow(page.hold.expiresAt)).toBeGreaterThan(14.5);
    expect(Math.abs(Date.parse(page.hold.serverNow) - Date.now())).toBeLessThan(5_000);

    // Nearly run out: an extension gives 15 minutes from now, not from the old end.
    await app.db
      .update(registrations)
      .set({ holdExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(registrations.idx, registrationIdx));
    const first = await extend(registrationIdx);
    expect(first.statusCode).toBe(200);
    expect(first.json().contents.extensionsLeft).toBe(1);
    expect(minutesFromNow(first.json().contents.expiresAt)).toBeGreaterThan(14.5);
    expect((await row(registrationIdx)).holdExtensions).toBe(1);

    expect((await extend(registrationIdx)).json().contents.extensionsLeft).toBe(0);
    const held = (await row(registrationIdx)).holdExpiresAt;
    const third = await extend(registrationIdx);
    expect(third.statusCode).toBe(409);
    expect(third.json().err_msg).toBe(paymentHoldMessages.noMoreExtensions);
    expect((await row(registrationIdx)).holdExpiresAt).toEqual(held);
    expect((await summary(registrationIdx)).json().contents.hold.extensionsLeft).toBe(0);
  });

  it('two clicks at once with one extension left: one is taken, the other told none is left', async () => {
    const { registrationIdx } = await registered();
    await app.db
      .update(registrations)
      .set({ holdExtensions: paymentHold.maxExtensions - 1 })
      .where(eq(registrations.idx, registrationIdx));
    const answers = await Promise.all([extend(registrationIdx), extend(registrationIdx)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await row(registrationIdx)).holdExtensions).toBe(paymentHold.maxExtensions);
  });

  it('a hold that ran out is not brought back: its seats went back and paying takes them again', async () => {
    const { registrationIdx, detailIdx } = await registered();
    await app.db
      .update(registrations)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(registrations.idx, registrationIdx));
    // Before the job: refused by the clock, not by the status.
    const early = await extend(registrationIdx);
    expect(early.statusCode).toBe(409);
    expect(early.json().err_msg).toBe(paymentHoldMessages.expired);
    await expireHolds(app.db);
    expect(await seatsTaken(app, detailIdx)).toBe(0);
    const late = await extend(registrationIdx);
    expect(late.json().err_msg).toBe(paymentHoldMessages.expired);
    expect(await seatsTaken(app, detailIdx)).toBe(0);
    expect((await row(registrationIdx)).status).toBe('결제실패');
    expect((await summary(registrationIdx)).json().contents.hold).toBeNull();
  });

  it('a payment attempt starts a new hold with its extensions; another member’s registration is not found', async () => {
    const { registrationIdx } = await registered();
    await extend(registrationIdx);
    await extend(registrationIdx);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/payment/pay/pc',
      headers: { cookie },
      payload: { idx: registrationIdx, gopaymethod: 'Card' },
    });
    expect(opened.statusCode).toBe(200);
    expect((await summary(registrationIdx)).json().contents.hold.extensionsLeft).toBe(
      paymentHold.maxExtensions,
    );

    const others = await extend(registrationIdx, otherCookie);
    expect(others.statusCode).toBe(404);
    expect((await row(registrationIdx)).holdExtensions).toBe(0);
    expect(
      (await app.inject({ method: 'POST', url: `/api/registered/conference/pay/${registrationIdx}/extend` }))
        .statusCode,
    ).toBe(401);
  });
});
