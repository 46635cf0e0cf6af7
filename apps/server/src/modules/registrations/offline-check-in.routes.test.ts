import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { payThroughSimulator } from '../../test/payment-flow';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registrationAttendees, registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let staffCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: staffCookie } = await logInAs(app, await createMember(app.db, { level: 5 })));
});
afterAll(() => app.dispose());

/** A paid group of three for a new session; answers the session and the attendees' own barcodes. */
async function paidGroup() {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 10, price: 10_000 });
  const registrationIdx = await registerGroup(app, cookie, detailIdx, {
    booker: { name: '오프라인', phone: '01012345678', church: '빛교회' },
    attendees: ['김첫째', '이둘째', '박셋째'],
  });
  await payThroughSimulator(app, {
    cookie,
    registrationIdx,
    device: 'pc',
    method: 'Card',
    decision: 'approve',
  });
  const attendees = await app.db
    .select()
    .from(registrationAttendees)
    .where(eq(registrationAttendees.registrationIdx, registrationIdx))
    .orderBy(asc(registrationAttendees.idx));
  return { detailIdx, registrationIdx, barcodes: attendees.map((row) => String(row.barcode)), attendees };
}

const base = '/api/register/conference/check-in';
const sync = (
  deviceId: string,
  admissions: { clientEventId: string; barcode: string; admittedAt: string }[],
) =>
  app.inject({
    method: 'POST',
    url: `${base}/sync`,
    headers: { cookie: staffCookie },
    payload: { deviceId, admissions },
  });

describe('offline check-in', () => {
  it('gives staff only the scan list of the session, and nobody else', async () => {
    const { detailIdx, registrationIdx, barcodes } = await paidGroup();
    const list = await app.inject({
      method: 'GET',
      url: `${base}/sessions/${detailIdx}/scan-list`,
      headers: { cookie: staffCookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const { contents } = list.json();
    expect(contents.entries).toEqual(
      ['김첫째', '이둘째', '박셋째'].map((name, index) => ({
        barcode: barcodes[index],
        name,
        church: '빛교회',
        registration_idx: registrationIdx,
        cancelled: false,
        checked_in_at: null,
      })),
    );
    const sessions = await app.inject({
      method: 'GET',
      url: `${base}/sessions`,
      headers: { cookie: staffCookie },
    });
    expect(sessions.json().contents).toContainEqual(
      expect.objectContaining({ detail_idx: detailIdx, attendees: 3 }),
    );
    for (const headers of [{ cookie }, {}]) {
      const refused = await app.inject({
        method: 'GET',
        url: `${base}/sessions/${detailIdx}/scan-list`,
        headers,
      });
      expect(refused.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
      const syncRefused = await app.inject({
        method: 'POST',
        url: `${base}/sync`,
        headers,
        payload: {
          deviceId: 'device-x',
          admissions: [
            { clientEventId: 'event-0001', barcode: barcodes[0], admittedAt: new Date().toISOString() },
          ],
        },
      });
      expect(syncRefused.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    }
  });

  it('applies queued admissions once, the first to arrive wins, the second device is told and it is listed', async () => {
    const { detailIdx, registrationIdx, barcodes, attendees } = await paidGroup();
    const [first = '', second = '', third = ''] = barcodes;
    const tenAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    const fiveAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    const queueA = [
      { clientEventId: 'device-a-0001', barcode: first, admittedAt: fiveAgo },
      { clientEventId: 'device-a-0002', barcode: second, admittedAt: fiveAgo },
    ];
    const a = await sync('device-aaaa', queueA);
    expect(a.json().contents.map((answer: { result: string }) => answer.result)).toEqual([
      'admitted',
      'admitted',
    ]);
    // Device B admitted the first attendee too (its clock even says earlier), but its queue came second.
    const b = await sync('device-bbbb', [
      { clientEventId: 'device-b-0001', barcode: first, admittedAt: tenAgo },
      { clientEventId: 'device-b-0002', barcode: third, admittedAt: tenAgo },
      { clientEventId: 'device-b-0003', barcode: '999999999999', admittedAt: tenAgo },
    ]);
    expect(b.json().contents).toEqual([
      {
        clientEventId: 'device-b-0001',
        barcode: first,
        result: 'already',
        name: '김첫째',
        checked_in_at: fiveAgo,
        winner_device_id: 'device-aaaa',
      },
      expect.objectContaining({ result: 'admitted', name: '박셋째', checked_in_at: tenAgo }),
      expect.objectContaining({ result: 'unknown', name: null }),
    ]);
    // Sending a queue again changes nothing and answers the same.
    const again = await sync('device-aaaa', queueA);
    expect(again.json().contents).toEqual(a.json().contents);
    const againB = await sync('device-bbbb', [
      { clientEventId: 'device-b-0001', barcode: first, admittedAt: tenAgo },
    ]);
    expect(againB.json().contents[0]).toMatchObject({ result: 'already', winner_device_id: 'device-aaaa' });

    const rows = await app.db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationIdx, registrationIdx))
      .orderBy(asc(registrationAttendees.idx));
    expect(rows.map((row) => row.checkedInAt?.toISOString())).toEqual([fiveAgo, fiveAgo, tenAgo]);
    const [registration] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, registrationIdx));
    expect(registration?.joinedConference).toBe('Y');

    const conflicts = await app.inject({
      method: 'GET',
      url: `${base}/sessions/${detailIdx}/conflicts`,
      headers: { cookie: staffCookie },
    });
    expect(conflicts.json().contents).toEqual([
      expect.objectContaining({
        name: attendees[0]?.name,
        device_id: 'device-bbbb',
        admitted_at: tenAgo,
        winner_device_id: 'device-aaaa',
        winner_at: fiveAgo,
      }),
    ]);
    // The online desk's admissions count too: a ticket admitted there is "already" for a device.
    const list = await app.inject({
      method: 'GET',
      url: `${base}/sessions/${detailIdx}/scan-list`,
      headers: { cookie: staffCookie },
    });
    expect(
      list.json().contents.entries.every((entry: { checked_in_at: string | null }) => entry.checked_in_at),
    ).toBe(true);
  });

  it('admits a ticket once when two devices sync it at the same moment, and refuses the cancelled', async () => {
    const { barcodes, attendees } = await paidGroup();
    const now = new Date().toISOString();
    const answers = await Promise.all(
      ['device-cccc', 'device-dddd', 'device-eeee'].map((device) =>
        sync(device, [{ clientEventId: `${device}-1`, barcode: barcodes[0] ?? '', admittedAt: now }]),
      ),
    );
    const results = answers.map((answer) => answer.json().contents[0].result).sort();
    expect(results).toEqual(['admitted', 'already', 'already']);

    await app.db
      .update(registrationAttendees)
      .set({ isCancel: 'Y' })
      .where(eq(registrationAttendees.idx, attendees[1]?.idx ?? 0));
    const cancelled = await sync('device-cccc', [
      { clientEventId: 'device-cccc-2', barcode: barcodes[1] ?? '', admittedAt: now },
    ]);
    expect(cancelled.json().contents[0]).toMatchObject({
      result: 'cancelled',
      name: '이둘째',
      checked_in_at: null,
    });
    // A device clock ahead of the server's is not believed: the admission is recorded at arrival.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const ahead = await sync('device-cccc', [
      { clientEventId: 'device-cccc-3', barcode: barcodes[2] ?? '', admittedAt: future },
    ]);
    expect(Date.parse(ahead.json().contents[0].checked_in_at)).toBeLessThanOrEqual(Date.now());
  });
});
