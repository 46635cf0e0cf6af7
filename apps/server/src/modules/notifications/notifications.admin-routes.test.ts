import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferenceDetails } from '../conferences/conferences.tables';
import { registrations } from '../registrations/registrations.tables';

let app: TestApp;
let adminCookie: string;
let memberCookie: string;
let memberIdx: number;
let sequence = 0;

beforeAll(async () => {
  // Jobs off: the outbox delivers in-process, so a batch's results are known when the call answers.
  app = await createTestApp();
  const member = await createMember(app.db);
  memberIdx = member.idx;
  ({ cookie: memberCookie } = await logInAs(app, member));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

/** A registration of a session department, 등록완료 unless told otherwise. */
async function register(detailIdx: number, name: string, phone: string, status = '등록완료') {
  sequence += 1;
  const [row] = await app.db
    .insert(registrations)
    .values({
      oid: `notify-${process.pid}-${sequence}`,
      memberIdx,
      conferenceDetailIdx: detailIdx,
      name,
      phone,
      church: '하나교회',
      status,
      totalPrice: 30_000,
      headcount: 1,
      barcode: `NT${process.pid}${String(sequence).padStart(4, '0')}`.slice(0, 20),
    })
    .returning({ idx: registrations.idx, barcode: registrations.barcode });
  if (!row?.barcode) throw new Error('registration insert returned nothing');
  return { idx: row.idx, barcode: row.barcode };
}

/** A conference whose session 1 has three completed registrations (one per delivery outcome of the local sender). */
async function conferenceWithThreeRegistrants() {
  const { conferenceIdx, detailIdx } = await createConferenceSession(app.db);
  const registered = {
    delivered: await register(detailIdx, '김전달', '010-1234-5678'),
    bySms: await register(detailIdx, '이문자', '01022220000'),
    wrongNumber: await register(detailIdx, '박실패', '01033339999'),
  };
  await register(detailIdx, '최번호', '02-123-4567'); // not a mobile: skipped and counted
  await register(detailIdx, '정대기', '01044445555', '결제대기'); // not completed: never a recipient
  const [second] = await app.db
    .insert(conferenceDetails)
    .values({
      conferenceIdx,
      number: 2,
      local: '부산',
      place: '부산교회',
      schedule: '2027년 2월 6일(토) 10:00 ~ 17:00',
      dept: '유치부',
      rsdatetime: new Date(),
      redatetime: new Date(Date.now() + 86_400_000),
    })
    .returning({ idx: conferenceDetails.idx });
  if (!second) throw new Error('detail insert returned nothing');
  await register(second.idx, '한부산', '01055556666');
  return { conferenceIdx, detailIdx, secondDetailIdx: second.idx, registered };
}

/** `null` calls as a visitor. */
const as = (cookie: string | null) => (cookie ? { cookie } : {});
const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  cookie: string | null = adminCookie,
) => app.inject({ method, url, headers: as(cookie), ...(payload ? { payload } : {}) });

const batchMessages = (batchId: number) => app.outbox({ batchId });

describe('notification templates', () => {
  it('answers the four kinds with their default texts, the placeholders and the session numbers', async () => {
    const { conferenceIdx } = await conferenceWithThreeRegistrants();
    const response = await call('GET', `/api/admin/conference/${conferenceIdx}/notification-templates`);
    expect(response.statusCode).toBe(200);
    const contents = response.json().contents;
    expect(contents.templates.map((t: { kind: string }) => t.kind)).toEqual([
      'barcode',
      'schedule',
      'online_first',
      'online_second',
    ]);
    expect(contents.templates[0]).toMatchObject({ label: '바코드 안내', isDefault: true });
    expect(contents.templates[0].text).toContain('#{바코드링크}');
    expect(contents.sessions.map((s: { number: number }) => s.number)).toEqual([1, 2]);
    const tokens = contents.placeholders.map((p: { token: string }) => p.token);
    expect(tokens).toEqual(
      expect.arrayContaining(['#{이름}', '#{컨퍼런스}', '#{회차}', '#{장소}', '#{일정}', '#{부서}']),
    );
    const online = contents.placeholders.find((p: { token: string }) => p.token === '#{온라인링크}');
    expect(online.sample).toMatch(new RegExp(`/online/${conferenceIdx}$`));
  });

  it('saves an edited text with an audit entry, and refuses empty, too long or unknown placeholders', async () => {
    const { conferenceIdx } = await conferenceWithThreeRegistrants();
    const url = `/api/admin/conference/${conferenceIdx}/notification-templates`;
    const refused = async (text: string) => {
      const response = await call('PUT', url, { kind: 'schedule', text });
      expect(response.statusCode).toBe(400);
      return response.json().err_msg as string;
    };
    expect(await refused('   ')).toBe('알림 문구를 입력해주세요.');
    expect(await refused('가'.repeat(1001))).toBe('알림 문구는 1000자 이내로 입력해주세요.');
    expect(await refused('#{이름}님 #{주소} 확인')).toBe('사용할 수 없는 치환 문구입니다: #{주소}');

    const saved = await call('PUT', url, { kind: 'schedule', text: '#{이름}님, #{일정} 잊지 마세요.' });
    expect(saved.statusCode).toBe(200);
    const schedule = saved.json().contents.templates.find((t: { kind: string }) => t.kind === 'schedule');
    expect(schedule).toMatchObject({ text: '#{이름}님, #{일정} 잊지 마세요.', isDefault: false });
    const [entry] = (await app.auditEntries(`conference:${conferenceIdx}`)).filter(
      (line) => line.action === 'notification-template.update',
    );
    expect(entry?.summary).toBe('테스트 컨퍼런스 일정 안내 문구 수정');
  });
});

describe('bulk guide sends', () => {
  it('queues one message per completed registration of the session and records every result', async () => {
    const { conferenceIdx } = await conferenceWithThreeRegistrants();
    await call('PUT', `/api/admin/conference/${conferenceIdx}/notification-templates`, {
      kind: 'barcode',
      text: '#{이름}님 #{회차} #{장소} 바코드 #{바코드} #{바코드링크}',
    });
    const audience = await call(
      'GET',
      `/api/admin/conference/${conferenceIdx}/notification-audience?detailNumber=1`,
    );
    expect(audience.json().contents).toEqual({ total: 3, skipped: 1 });
    const response = await call('POST', `/api/registered/conference/send-msg-barcode/${conferenceIdx}/1`);
    expect(response.statusCode).toBe(200);
    const { batchId, total, skipped } = response.json().contents;
    expect({ total, skipped }).toEqual({ total: 3, skipped: 1 });

    const rows = await batchMessages(batchId);
    expect(rows.map((row) => [row.recipient, row.template, row.status, row.resultCode])).toEqual([
      ['01012345678', 'conference_barcode', 'sent', 'K000'],
      ['01022220000', 'conference_barcode', 'sent_sms', 'M000'],
      ['01033339999', 'conference_barcode', 'failed', 'K102'],
    ]);
    // The edited template, filled per registration.
    expect(rows[0]?.text).toMatch(/^김전달님 1회차 테스트교회 바코드 NT\d+ http:\/\/[^ ]+\/barcode\/\d+$/);

    const progress = (await call('GET', `/api/admin/notification-batches/${batchId}`)).json().contents;
    expect(progress).toMatchObject({
      total: 3,
      queued: 0,
      sent: 1,
      sent_sms: 1,
      failed: 1,
      done: true,
      kind: 'barcode',
    });
    expect(progress.sent + progress.sent_sms + progress.failed + progress.queued).toBe(progress.total);

    const [entry] = await app.auditEntries(`notification-batch:${batchId}`);
    expect(entry).toMatchObject({ action: 'notification.send' });
    expect(entry?.summary).toBe('테스트 컨퍼런스 1회차 바코드 안내 3건 발송 (번호 오류 1건 제외)');

    const recent = (
      await call('GET', `/api/admin/notification-batches?conferenceIdx=${conferenceIdx}`)
    ).json().contents.list;
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({ id: batchId, detailNumber: 1, sent: 1, failed: 1 });
  });

  it('sends the barcode guide to the whole conference, or only to the listed barcodes', async () => {
    const { conferenceIdx, registered } = await conferenceWithThreeRegistrants();
    const everyone = await call('POST', `/api/registered/conference/send-msg-barcode/${conferenceIdx}`);
    expect(everyone.json().contents).toMatchObject({ total: 4, skipped: 1 });

    const listed = await call('POST', `/api/registered/conference/send-msg-barcode/${conferenceIdx}/1`, {
      barcodeList: [registered.delivered.barcode, registered.bySms.barcode, 'NOSUCHBARCODE'],
    });
    expect(listed.statusCode).toBe(200);
    const { batchId, total } = listed.json().contents;
    expect(total).toBe(2);
    expect((await batchMessages(batchId)).map((row) => row.recipient)).toEqual([
      '01012345678',
      '01022220000',
    ]);
  });

  it('sends the schedule and online guides of a session with their own templates', async () => {
    const { conferenceIdx } = await conferenceWithThreeRegistrants();
    await call('PUT', `/api/admin/conference/${conferenceIdx}/notification-templates`, {
      kind: 'online_second',
      text: '#{이름}님 #{온라인링크}',
    });
    for (const [path, template] of [
      ['send-msg-schedule', 'conference_schedule'],
      ['send-msg-online-first', 'conference_online_first'],
      ['send-msg-online-second', 'conference_online_second'],
    ]) {
      const response = await call('POST', `/api/registered/conference/${path}/${conferenceIdx}/2`);
      expect(response.statusCode).toBe(200);
      const [row] = await batchMessages(response.json().contents.batchId);
      expect(row).toMatchObject({ recipient: '01055556666', template });
      if (path === 'send-msg-schedule') expect(row?.text).toContain('2027년 2월 6일(토) 10:00 ~ 17:00');
    }
    const recent = (
      await call('GET', `/api/admin/notification-batches?conferenceIdx=${conferenceIdx}`)
    ).json().contents.list;
    expect(recent.map((batch: { kind: string }) => batch.kind)).toEqual([
      'online_second',
      'online_first',
      'schedule',
    ]);
    const [online] = await app.outbox({ recipient: '01055556666', template: 'conference_online_second' });
    expect(online?.text).toMatch(new RegExp(`^한부산님 http://[^ ]+/online/${conferenceIdx}$`));
  });

  it('answers 409 when there is nobody to send to, and 404 for an unknown conference or session', async () => {
    const { conferenceIdx } = await conferenceWithThreeRegistrants();
    const nobody = await call('POST', `/api/registered/conference/send-msg-barcode/${conferenceIdx}/1`, {
      barcodeList: ['NOSUCHBARCODE'],
    });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().err_msg).toBe('발송 대상이 없습니다.');
    const emptyList = await call('POST', `/api/registered/conference/send-msg-barcode/${conferenceIdx}`, {
      barcodeList: [],
    });
    expect(emptyList.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/registered/conference/send-msg-schedule/${conferenceIdx}/7`)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/registered/conference/send-msg-barcode/999999')).statusCode).toBe(404);
  });
});

describe('who may use the notification calls', () => {
  it('refuses members (403) and visitors (401) on every call', async () => {
    const { conferenceIdx } = await conferenceWithThreeRegistrants();
    const sent = await call('POST', `/api/registered/conference/send-msg-barcode/${conferenceIdx}/1`);
    const batchId = sent.json().contents.batchId;
    const calls: ['GET' | 'PUT' | 'POST', string, object?][] = [
      ['GET', `/api/admin/conference/${conferenceIdx}/notification-templates`],
      [
        'PUT',
        `/api/admin/conference/${conferenceIdx}/notification-templates`,
        { kind: 'barcode', text: '#{이름}님' },
      ],
      ['POST', `/api/registered/conference/send-msg-barcode/${conferenceIdx}`],
      ['POST', `/api/registered/conference/send-msg-barcode/${conferenceIdx}/1`, { barcodeList: ['x'] }],
      ['POST', `/api/registered/conference/send-msg-schedule/${conferenceIdx}/1`],
      ['POST', `/api/registered/conference/send-msg-online-first/${conferenceIdx}/1`],
      ['POST', `/api/registered/conference/send-msg-online-second/${conferenceIdx}/1`],
      ['GET', `/api/admin/conference/${conferenceIdx}/notification-audience?detailNumber=1`],
      ['GET', `/api/admin/notification-batches/${batchId}`],
      ['GET', `/api/admin/notification-batches?conferenceIdx=${conferenceIdx}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, memberCookie)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing was sent by the refused calls.
    const batches = (
      await call('GET', `/api/admin/notification-batches?conferenceIdx=${conferenceIdx}`)
    ).json().contents.list;
    expect(batches).toHaveLength(1);
  });
});
