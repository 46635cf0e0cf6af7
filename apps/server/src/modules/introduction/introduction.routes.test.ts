import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { introductions } from './introduction.tables';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seedDemoData: true, adminPassword: 'admin-secret-1' });
});
afterAll(() => app.dispose());

describe('GET /api/introduce/{category}', () => {
  it.each([
    [1, '인사말 · 하나바이블 소개'],
    [2, '교육 정신'],
    [3, '교육 사역'],
    [4, '섬기는 사람들'],
    [5, '오시는 길'],
  ])('answers page %i "%s"', async (category, title) => {
    const response = await app.inject({ method: 'GET', url: `/api/introduce/${category}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().contents).toMatchObject({ category, title });
    expect(response.json().contents.contents).toContain('<');
  });

  it('refuses a category outside 1..5 with a Korean 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/introduce/6' });
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toMatch(/입력한 내용을 다시 확인해주세요/);
  });

  it('answers 404 when a page has been removed', async () => {
    await app.db.delete(introductions).where(eq(introductions.category, 4));
    const response = await app.inject({ method: 'GET', url: '/api/introduce/4' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      err_code: 404,
      err_msg: '소개 내용을 찾을 수 없습니다.',
      contents: null,
    });
  });
});
