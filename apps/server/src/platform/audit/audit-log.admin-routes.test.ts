import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordAudit } from './audit-log';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const list = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/admin/audit-log?${query}`, headers });

describe('GET /api/admin/audit-log', () => {
  it('shows administrators every change newest first, and finds them by summary or target', async () => {
    const db = app.db;
    const admin = await createMember(db, { level: 10 });
    const actor = { memberIdx: admin.idx, uid: admin.uid };
    await recordAudit(db, actor, {
      action: 'member.update',
      target: 'member:7',
      summary: '회원 홍길동 정보 수정',
    });
    await recordAudit(db, actor, {
      action: 'cancel.approve',
      target: 'cancel:3',
      summary: '취소 승인: 100%_환불',
      details: { refunded: 15000 },
    });
    const { cookie } = await logInAs(app, admin);

    const all = (await list('', { cookie })).json().contents;
    expect(all.pageInfo).toMatchObject({ page: 1, size: 30, total: 2 });
    expect(all.list.map((row: { action: string }) => row.action)).toEqual([
      'cancel.approve',
      'member.update',
    ]);
    expect(all.list[0]).toMatchObject({ actorUid: admin.uid, details: { refunded: 15000 } });

    expect(
      (await list(`search=${encodeURIComponent('홍길동')}`, { cookie })).json().contents.list,
    ).toHaveLength(1);
    expect((await list('search=member:7', { cookie })).json().contents.list).toHaveLength(1);
    // What the administrator types is text, not a pattern.
    expect((await list(`search=${encodeURIComponent('%')}`, { cookie })).json().contents.list).toHaveLength(
      1,
    );
    expect((await list(`search=${encodeURIComponent('_')}`, { cookie })).json().contents.list).toHaveLength(
      1,
    );
  });

  it('refuses members and visitors', async () => {
    const member = await createMember(app.db);
    const { cookie } = await logInAs(app, member);
    expect((await list('', { cookie })).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(401);
  });
});
