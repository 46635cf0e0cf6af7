import type { Conference } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publicListTtlMs } from './conference-catalog';
import { conferenceDetails, conferences } from './conferences.tables';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seedDemoData: true, adminPassword: 'admin-secret-1' });
});
afterAll(() => app.dispose());

const list = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ err_code: 0, err_msg: '' });
  return body.contents as Conference[];
};

describe('GET /api/conferences', () => {
  it('lists published conferences with their sessions grouped in number order', async () => {
    const contents = await list('/api/conferences');
    expect(contents).toHaveLength(4);
    const winter = contents.find((conference) => conference.title === '2026 겨울 하나바이블 교사 컨퍼런스');
    expect(winter).toBeDefined();
    expect(winter?.isEnd).toBe(false);
    expect(winter?.conferenceDetailList).toHaveLength(15);
    const numbers = winter?.conferenceDetailList.map((detail) => detail.number) ?? [];
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(winter?.conferenceDetailList[0]).toMatchObject({
      local: '서울',
      dept: '영아부',
      price: 30_000,
      limit_personnel: 120,
      registered_personnel: 0,
      view: 'Y',
    });
    // Session days are relative to the day the demo data was loaded; session 4 is released later.
    expect(winter?.detailFirstSchedule).toMatch(
      /^\d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\) 09:30 ~ 17:00$/,
    );
    expect(winter?.detailLastSchedule).toMatch(/10:00 ~ 17:00$/);
    expect(numbers).not.toContain(4);
    expect(winter?.conferenceDetailList.at(-1)?.label).toBe('추가 회차');
    expect(winter).toMatchObject({ featured: true, hasOnlineMeeting: true, hideHeadcount: false });
    expect(winter?.banners).toHaveLength(2);
    expect(contents.filter((conference) => conference.isEnd)).toHaveLength(2);
  });

  it('hides unpublished conferences and hidden session rows', async () => {
    const db = app.db;
    const [hidden] = await db
      .select()
      .from(conferences)
      .where(eq(conferences.title, '2025 겨울 하나바이블 교사 컨퍼런스'));
    await db
      .update(conferences)
      .set({ isView: 'N' })
      .where(eq(conferences.idx, hidden?.idx ?? 0));
    const [firstRow] = await db
      .select()
      .from(conferenceDetails)
      .where(eq(conferenceDetails.dept, '영아부'))
      .limit(1);
    await db
      .update(conferenceDetails)
      .set({ view: 'N' })
      .where(eq(conferenceDetails.idx, firstRow?.idx ?? 0));
    app.services.conferenceCatalog.invalidate();

    const contents = await list('/api/conferences');
    expect(contents.map((conference) => conference.title)).not.toContain(
      '2025 겨울 하나바이블 교사 컨퍼런스',
    );
    const allRows = contents.flatMap((conference) =>
      conference.conferenceDetailList.map((detail) => detail.idx),
    );
    expect(allRows).not.toContain(firstRow?.idx);
  });

  it('shows a change made by another server process within the list’s two-second freshness bound', async () => {
    await list('/api/conferences');
    const db = app.db;
    await db
      .update(conferenceDetails)
      .set({ registeredPersonnel: 7 })
      .where(eq(conferenceDetails.dept, '유치부'));
    const soon = await list('/api/conferences');
    expect(soon.flatMap((c) => c.conferenceDetailList).some((d) => d.registered_personnel === 7)).toBe(false);
    // Nothing hands the list's cache a clock, and it keeps the Date.now it was built with (fake timers
    // cannot move it): the list is asked again until the change shows, within the bound and a little more.
    await vi.waitFor(
      async () => {
        const later = await list('/api/conferences');
        expect(
          later
            .flatMap((c) => c.conferenceDetailList)
            .filter((d) => d.dept === '유치부')
            .every((d) => d.registered_personnel === 7),
        ).toBe(true);
      },
      { timeout: publicListTtlMs + 500, interval: 100 },
    );
  });

  it('answers the same list under /api/conference/list', async () => {
    expect(await list('/api/conference/list')).toEqual(await list('/api/conferences'));
  });

  it('never writes on the read path', async () => {
    const before = await app.db.select().from(conferences);
    await list('/api/conferences');
    expect(await app.db.select().from(conferences)).toEqual(before);
  });
});

describe('GET /api/conference/{idx}', () => {
  it('answers one published conference with its visible sessions, 404 otherwise', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/conferences' })).json()
      .contents as Conference[];
    const first = list[0];
    const one = await app.inject({ method: 'GET', url: `/api/conference/${first?.idx}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().contents).toEqual(first);
    const missing = await app.inject({ method: 'GET', url: '/api/conference/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().err_msg).toBe('컨퍼런스를 찾을 수 없습니다.');
  });
});
