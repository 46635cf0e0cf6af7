import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferences } from '../conferences/conferences.tables';
import { inquiries } from './inquiries.tables';

let app: TestApp;
let conferenceIdx: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ conferenceIdx } = await createConferenceSession(app.db));
});
afterAll(() => app.dispose());

/** A fresh logged-in member (each has its own per-member rate limit on POST /api/qna). */
async function member() {
  const created = await createMember(app.db);
  const { cookie } = await logInAs(app, created);
  return { idx: created.idx, cookie };
}

const post = (payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/qna', payload, headers: cookie ? { cookie } : {} });

const mine = (cookie?: string, page = 1) =>
  app.inject({ method: 'GET', url: `/api/qna/mine?page=${page}`, headers: cookie ? { cookie } : {} });

const storedCount = async () => (await app.db.select({ idx: inquiries.idx }).from(inquiries)).length;

describe('POST /api/qna', () => {
  it('files the member’s inquiry as 문의신청 and answers "문의가 등록되었습니다."', async () => {
    const { idx: memberIdx, cookie } = await member();
    const response = await post(
      {
        conference_idx: conferenceIdx,
        title: '  주차 문의  ',
        contents: '\n주차가 가능한가요?\n두 줄째 <b>굵게</b>\n',
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ err_code: 0, err_msg: '문의가 등록되었습니다.' });
    const idx = response.json().contents as number;
    const [row] = await app.db.select().from(inquiries).where(eq(inquiries.idx, idx));
    expect(row).toMatchObject({
      conferenceIdx,
      memberIdx,
      title: '주차 문의',
      contents: '주차가 가능한가요?\n두 줄째 <b>굵게</b>',
      status: '문의신청',
      confirmedDate: null,
    });
    // The form may send the idx as text (a select's value).
    expect(
      (await post({ conference_idx: String(conferenceIdx), title: '제목', contents: '내용' }, cookie))
        .statusCode,
    ).toBe(200);
  });

  it('asks visitors to log in and stores nothing', async () => {
    const before = await storedCount();
    const response = await post({ conference_idx: conferenceIdx, title: '제목', contents: '내용' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ err_msg: '로그인 후 이용해주세요.', contents: null });
    expect(await storedCount()).toBe(before);
  });

  it('needs a published conference first, whatever else is missing', async () => {
    const { cookie } = await member();
    const hidden = await createConferenceSession(app.db);
    await app.db.update(conferences).set({ isView: 'N' }).where(eq(conferences.idx, hidden.conferenceIdx));
    const before = await storedCount();
    for (const conference_idx of [undefined, null, '', 0, -1, 'abc', 99_999_999, hidden.conferenceIdx]) {
      const response = await post({ conference_idx, title: '', contents: '' }, cookie);
      expect(response.statusCode, String(conference_idx)).toBe(400);
      expect(response.json().err_msg).toBe('컨퍼런스를 선택해 주세요.');
    }
    expect(await storedCount()).toBe(before);
  });

  it('then a title, then contents (whitespace-only is empty), each within its length', async () => {
    const { cookie } = await member();
    const before = await storedCount();
    const cases: [object, string][] = [
      [{ title: '   ', contents: '' }, '제목을 입력해 주세요.'],
      [{ contents: '내용' }, '제목을 입력해 주세요.'],
      [{ title: '가'.repeat(101), contents: '내용' }, '제목은 100자 이내로 입력해 주세요.'],
      [{ title: '제목', contents: ' \n\t ' }, '내용을 입력해 주세요.'],
      [{ title: '제목' }, '내용을 입력해 주세요.'],
      [{ title: '제목', contents: '가'.repeat(5001) }, '내용은 5,000자 이내로 입력해 주세요.'],
    ];
    for (const [fields, message] of cases) {
      const response = await post({ conference_idx: conferenceIdx, ...fields }, cookie);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().err_msg).toBe(message);
    }
    expect(await storedCount()).toBe(before);
    const longest = await post(
      { conference_idx: conferenceIdx, title: '가'.repeat(100), contents: '가'.repeat(5000) },
      cookie,
    );
    expect(longest.statusCode).toBe(200);
  });
});

describe('GET /api/qna/mine', () => {
  it('lists only the caller’s inquiries, newest first, with conference title, state and dates', async () => {
    const me = await member();
    const other = await member();
    await post(
      { conference_idx: conferenceIdx, title: '첫 문의', contents: '<script>alert(1)</script>' },
      me.cookie,
    );
    await post({ conference_idx: conferenceIdx, title: '다른 회원 문의', contents: '내용' }, other.cookie);
    const second = (
      await post({ conference_idx: conferenceIdx, title: '두 번째 문의', contents: '내용' }, me.cookie)
    ).json().contents as number;
    const confirmedAt = new Date();
    await app.db
      .update(inquiries)
      .set({ status: '처리완료', confirmedDate: confirmedAt })
      .where(eq(inquiries.idx, second));

    const response = await mine(me.cookie);
    expect(response.statusCode).toBe(200);
    const { list, page, size, total } = response.json().contents;
    expect({ page, size, total }).toEqual({ page: 1, size: 10, total: 2 });
    expect(list.map((row: { title: string }) => row.title)).toEqual(['두 번째 문의', '첫 문의']);
    expect(list[0]).toMatchObject({
      idx: second,
      conference_idx: conferenceIdx,
      conferenceTitle: '테스트 컨퍼런스',
      status: '처리완료',
      confirmed_date: confirmedAt.toISOString(),
    });
    expect(list[1]).toMatchObject({
      status: '문의신청',
      confirmed_date: null,
      contents: '<script>alert(1)</script>',
    });
    expect(Date.parse(list[1].created_date)).not.toBeNaN();
  });

  it('pages by 10 and asks visitors to log in', async () => {
    const me = await member();
    await app.db.insert(inquiries).values(
      Array.from({ length: 12 }, (_, i) => ({
        conferenceIdx,
        memberIdx: me.idx,
        title: `문의 ${i + 1}`,
        contents: '내용',
        createdDate: new Date(Date.now() - (12 - i) * 60_000),
      })),
    );
    const second = (await mine(me.cookie, 2)).json().contents;
    expect(second.total).toBe(12);
    expect(second.list.map((row: { title: string }) => row.title)).toEqual(['문의 2', '문의 1']);
    const visitor = await mine();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().err_msg).toBe('로그인 후 이용해주세요.');
  });
});

describe('GET /api/conference/title/list', () => {
  it('answers published conferences’ idx and title only', async () => {
    const hidden = await createConferenceSession(app.db);
    await app.db
      .update(conferences)
      .set({ isView: 'N', title: '숨긴 컨퍼런스' })
      .where(eq(conferences.idx, hidden.conferenceIdx));
    const response = await app.inject({ method: 'GET', url: '/api/conference/title/list' });
    expect(response.statusCode).toBe(200);
    const titles = response.json().contents as { idx: number; title: string }[];
    expect(titles).toContainEqual({ idx: conferenceIdx, title: '테스트 컨퍼런스' });
    expect(titles.map((row) => row.idx)).not.toContain(hidden.conferenceIdx);
    expect(Object.keys(titles[0] ?? {}).sort()).toEqual(['idx', 'title']);
  });
});
