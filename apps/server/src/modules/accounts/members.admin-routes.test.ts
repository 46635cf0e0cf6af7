import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { members } from './accounts.tables';

let app: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createMember(app.db, { level: 10, uid: 'boss', name: '관리자' });
  ({ cookie: adminCookie } = await logInAs(app, admin));
  ({ cookie: memberCookie } = await logInAs(app, await createMember(app.db)));
});
afterAll(() => app.dispose());

const list = (query: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  app.inject({ method: 'GET', url: `/api/members?${query}`, headers });
const edit = (idx: number, payload: object, headers: Record<string, string> = { cookie: adminCookie }) =>
  app.inject({ method: 'PUT', url: `/api/member/${idx}`, headers, payload });
const rowsOf = async (query: string) =>
  (await list(query)).json().contents.list as { idx: number; uid: string; joinType: string[] }[];
const stored = async (idx: number) => (await app.db.select().from(members).where(eq(members.idx, idx)))[0];

describe('GET /api/members', () => {
  it('searches by name or id, by phone (with or without dashes) and by email', async () => {
    const hong = await createMember(app.db, { uid: 'hongsearch', name: '홍길순', phone: '01098761234' });
    await app.db
      .update(members)
      .set({ email: 'gilsoon@church.kr', kakaoId: 'k-1' })
      .where(eq(members.idx, hong.idx));

    for (const query of [
      'searchType=name&search=길순',
      'searchType=name&search=HONGSEARCH',
      'searchType=phone&search=9876-1234',
      'searchType=email&search=gilsoon@church',
    ]) {
      const rows = await rowsOf(encodeURI(query));
      expect(
        rows.map((row) => row.idx),
        query,
      ).toEqual([hong.idx]);
    }
    const [row] = await rowsOf('searchType=name&search=hongsearch');
    expect(row).toMatchObject({
      uid: 'hongsearch',
      joinType: ['normal', 'kakao'],
      level: 2,
      withdrawn: false,
    });
    expect(await rowsOf('searchType=email&search=%25')).toEqual([]);
    expect((await list('searchType=address&search=x')).statusCode).toBe(400);
  });

  it('shows the age given at sign-up and, under 14, the guardian who consented', async () => {
    const child = await createMember(app.db, { uid: 'agechild', name: '김어린' });
    const verified = new Date('2026-11-20T01:30:00Z');
    await app.db
      .update(members)
      .set({
        isOver14: 'N',
        guardianName: '김보호',
        guardianPhone: '01077778888',
        guardianVerifiedDate: verified,
      })
      .where(eq(members.idx, child.idx));
    const grown = await createMember(app.db, { uid: 'agegrown', name: '김어른' });
    await app.db.update(members).set({ isOver14: 'Y' }).where(eq(members.idx, grown.idx));
    await createMember(app.db, { uid: 'ageunasked', name: '김예전' });

    const byUid = async (uid: string) =>
      (await list(`searchType=name&search=${uid}`)).json().contents.list[0];
    expect(await byUid('agechild')).toMatchObject({
      isOver14: 'N',
      guardian: { name: '김보호', phone: '01077778888', verified_date: verified.toISOString() },
    });
    expect(await byUid('agegrown')).toMatchObject({ isOver14: 'Y', guardian: null });
    expect(await byUid('ageunasked')).toMatchObject({ isOver14: null, guardian: null });
  });

  it('answers 30 a page, newest first, with the total', async () => {
    for (let n = 0; n < 31; n += 1) await createMember(app.db, { name: `페이지회원${n}` });
    const first = (await list(encodeURI('searchType=name&search=페이지회원'))).json().contents;
    expect(first.pageInfo).toEqual({ page: 1, size: 30, total: 31 });
    expect(first.list).toHaveLength(30);
    expect(first.list[0].name).toBe('페이지회원30');
    const second = (await list(encodeURI('searchType=name&search=페이지회원&page=2'))).json().contents;
    expect(second.list.map((row: { name: string }) => row.name)).toEqual(['페이지회원0']);
  });

  it('is refused to members (403) and visitors (401)', async () => {
    expect((await list('', { cookie: memberCookie })).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});

describe('PUT /api/member/{idx}', () => {
  it('saves name, phone digits, email and level, and logs what changed', async () => {
    const member = await createMember(app.db, { name: '김수정', phone: '01055550001' });
    const response = await edit(member.idx, {
      name: ' 김바뀜 ',
      phone: '010-5555-0002',
      email: member.email,
      level: 5,
    });
    expect(response.json()).toEqual({ err_code: 0, err_msg: '회원정보가 수정되었습니다.', contents: null });
    expect(await stored(member.idx)).toMatchObject({ name: '김바뀜', phone: '01055550002', level: 5 });
    const [entry] = await app.auditEntries(`member:${member.idx}`);
    expect(entry).toMatchObject({ action: 'member.update', actorIdx: admin.idx, actorUid: 'boss' });
    expect(entry?.summary).toBe(`회원 김수정(${member.uid}) 정보 수정`);
    expect(entry?.details).toEqual({
      before: { name: '김수정', phone: '01055550001', level: 2 },
      after: { name: '김바뀜', phone: '01055550002', level: 5 },
    });
  });

  it.each([
    [{ name: ' ' }, 400, '이름을 입력해주세요.'],
    [{ phone: '' }, 400, '핸드폰번호를 입력해주세요.'],
    [{ phone: '010-12' }, 400, '올바른 핸드폰 번호를 입력해주세요.'],
    [{ email: '' }, 400, '이메일을 입력해주세요.'],
    [{ email: 'not-an-email' }, 400, '이메일 형식이 올바르지 않습니다.'],
    [{ level: 11 }, 400, '회원 레벨은 1에서 10 사이의 숫자로 입력해주세요.'],
    [{ level: 0 }, 400, '회원 레벨은 1에서 10 사이의 숫자로 입력해주세요.'],
  ])(
    'refuses %o with status %i "%s", changing nothing and logging nothing',
    async (override, status, message) => {
      const member = await createMember(app.db, { name: '변경안됨' });
      const response = await edit(member.idx, {
        name: '바뀐이름',
        phone: '01066667777',
        email: 'x@example.com',
        level: 3,
        ...override,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().err_msg).toBe(message);
      expect(await stored(member.idx)).toMatchObject({ name: '변경안됨', level: 2 });
      expect(await app.auditEntries(`member:${member.idx}`)).toEqual([]);
    },
  );

  it('refuses a phone another active member holds', async () => {
    const holder = await createMember(app.db, { phone: '01012120000' });
    const member = await createMember(app.db);
    const response = await edit(member.idx, { name: 'a', phone: holder.phone, email: 'a@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json().err_msg).toBe('이미 가입된 휴대폰 번호입니다.');
  });

  it('keeps an administrator from lowering their own level', async () => {
    const response = await edit(admin.idx, {
      name: '관리자',
      phone: admin.phone,
      email: admin.email,
      level: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe('자신의 회원 레벨은 낮출 수 없습니다.');
    expect((await stored(admin.idx))?.level).toBe(10);
  });

  it('shows withdrawn members as such and refuses to edit them', async () => {
    const member = await createMember(app.db, { uid: 'goneuser' });
    const { cookie } = await logInAs(app, member);
    await app.inject({
      method: 'POST',
      url: '/api/member/withdrawal',
      headers: { cookie },
      payload: { upw: member.password },
    });
    const [row] = await rowsOf('searchType=name&search=goneuser');
    expect(row).toMatchObject({ status: 'withdrawn', withdrawn: true, name: '탈퇴회원', joinType: [] });
    const response = await edit(member.idx, { name: '되살림', phone: '01011112222', email: 'a@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json().err_msg).toBe('탈퇴한 회원은 수정할 수 없습니다.');
    expect((await stored(member.idx))?.name).toBe('탈퇴회원');
  });

  it('answers 404 for no such member, 403 to members and 401 to visitors', async () => {
    const payload = { name: 'a', phone: '01099990000', email: 'a@example.com' };
    expect((await edit(999_999, payload)).statusCode).toBe(404);
    const member = await createMember(app.db, { name: '그대로' });
    expect((await edit(member.idx, payload, { cookie: memberCookie })).statusCode).toBe(403);
    expect((await edit(member.idx, payload, {})).statusCode).toBe(401);
    expect((await stored(member.idx))?.name).toBe('그대로');
  });
});
