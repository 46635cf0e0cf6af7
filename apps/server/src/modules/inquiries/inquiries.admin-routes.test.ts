import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let cookie: string;
let adminCookie: string;
let conferenceIdx: number;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.db;
  ({ cookie } = await logInAs(app, await createMember(db)));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(db, { level: 10 })));
  ({ conferenceIdx } = await createConferenceSession(db));
});
afterAll(() => app.dispose());

const ask = async (title: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/qna',
    headers: { cookie },
    payload: { conference_idx: conferenceIdx, title, contents: '주차가 가능한가요?' },
  });
  return response.json().contents as number;
};
const list = (query: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  app.inject({ method: 'GET', url: `/api/qnas?${query}`, headers });
const confirm = (idx: number, headers: Record<string, string> = { cookie: adminCookie }) =>
  app.inject({ method: 'PUT', url: `/api/qna/confirm/${idx}`, headers });

describe('inquiries for administrators', () => {
  it('lists every inquiry, confirms one once, and the member sees it handled', async () => {
    const first = await ask('주차 문의');
    const second = await ask('환불 문의');
    const all = (await list('')).json().contents;
    expect(all.list.slice(0, 2).map((row: { idx: number }) => row.idx)).toEqual([second, first]);
    expect(all.list[0]).toMatchObject({
      memberUid: expect.any(String),
      title: '환불 문의',
      status: '문의신청',
      conferenceTitle: '테스트 컨퍼런스',
    });

    const confirmed = await confirm(first);
    expect(confirmed.json()).toMatchObject({ err_code: 0, err_msg: '처리 완료로 변경되었습니다.' });
    expect((await confirm(first)).statusCode).toBe(409);
    const audited = await app.auditEntries(`inquiry:${first}`);
    expect(audited.map((row) => row.action)).toEqual(['inquiry.confirm']);
    expect((await confirm(999_999)).statusCode).toBe(404);

    const pending = (await list('status=문의신청'))
      .json()
      .contents.list.map((row: { idx: number }) => row.idx);
    expect(pending).toContain(second);
    expect(pending).not.toContain(first);
    const mine = (await app.inject({ method: 'GET', url: '/api/qna/mine', headers: { cookie } })).json()
      .contents;
    expect(mine.list.find((row: { idx: number }) => row.idx === first)).toMatchObject({ status: '처리완료' });
  });

  it('answers an inquiry: the member reads the reply in their list, is told by KakaoTalk, and it is 처리완료', async () => {
    const idx = await ask('주차 답변 문의');
    const answer = (text: string, headers: Record<string, string> = { cookie: adminCookie }) =>
      app.inject({ method: 'PUT', url: `/api/qna/answer/${idx}`, headers, payload: { answer: text } });
    expect((await answer('   ')).json().err_msg).toBe('답변을 입력해주세요.');
    expect((await answer('x'.repeat(2001))).json().err_msg).toBe('답변은 2000자 이내로 입력해주세요.');
    expect((await answer('안 됩니다', { cookie })).statusCode).toBe(403);

    const reply = '교회 주차장을 이용하실 수 있습니다. <b>2시간</b> 무료입니다.';
    expect((await answer(reply)).json().err_code).toBe(0);
    const mine = (await app.inject({ method: 'GET', url: '/api/qna/mine', headers: { cookie } })).json()
      .contents;
    expect(mine.list.find((row: { idx: number }) => row.idx === idx)).toMatchObject({
      status: '처리완료',
      answer: reply,
      answered_date: expect.any(String),
      confirmed_date: expect.any(String),
    });
    const told = (await app.outbox({ template: 'inquiry_answered' })).at(-1);
    expect(told?.text).toContain('"주차 답변 문의"에 답변이 등록되었습니다');
    expect(told?.text).toContain('2시간');
    const audited = await app.auditEntries(`inquiry:${idx}`);
    expect(audited.map((row) => row.action)).toEqual(['inquiry.answer']);
  });

  it('is refused to members and visitors, who change nothing', async () => {
    const idx = await ask('권한 확인');
    expect((await list('', { cookie })).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
    expect((await confirm(idx, { cookie })).statusCode).toBe(403);
    const row = (await list('')).json().contents.list.find((item: { idx: number }) => item.idx === idx);
    expect(row.status).toBe('문의신청');
  });
});
