import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { createProduct, createWarehouse } from '../../test/mall-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { posts } from '../community/community.tables';
import { conferences } from '../conferences/conferences.tables';
import { collectEntries, sitemapXml } from './sitemap-xml';

const publicUrl = 'https://edu.example.kr';
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ publicUrl });
});
afterAll(() => app.dispose());

const period = { rsdatetime: new Date(), redatetime: new Date(Date.now() + 86_400_000) };

/** The sitemap's addresses with their last change. */
async function sitemapEntries() {
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  return new Map(
    [...response.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
      (m) => [m[1] ?? '', m[2] ?? ''] as const,
    ),
  );
}

describe('/sitemap.xml and /robots.txt', () => {
  it('lists published conferences, readable notices and items on sale, and nothing private', async () => {
    const updated = new Date('2025-03-04T05:06:07.000Z');
    const [shown, hidden] = await app.db
      .insert(conferences)
      .values([
        { ...period, title: '공개', updatedDate: updated },
        { ...period, title: '비공개', isView: 'N' },
      ])
      .returning({ idx: conferences.idx });
    const author = await createMember(app.db, { level: 10 });
    const [notice, secretNotice, freePost] = await app.db
      .insert(posts)
      .values([
        { boardId: 1, memberIdx: author.idx, title: '공지', content: '', updatedDate: updated },
        { boardId: 1, memberIdx: author.idx, title: '비밀 공지', content: '', isSecret: true },
        { boardId: 2, memberIdx: author.idx, title: '자유글', content: '' },
      ])
      .returning({ postId: posts.postId });
    const warehouseId = await createWarehouse(app.db, { fee: 0, freeOver: 0 });
    const onSale = await createProduct(app.db, { warehouseId, price: 1000 });
    const stopped = await createProduct(app.db, { warehouseId, price: 1000, status: 'STOP' });

    const entries = await sitemapEntries();
    expect(entries.get(`${publicUrl}/${shown?.idx}`)).toBe(updated.toISOString());
    expect(entries.get(`${publicUrl}/community/1/${notice?.postId}`)).toBe(updated.toISOString());
    expect(entries.has(`${publicUrl}/mall/view/${onSale.itemId}`)).toBe(true);
    for (const absent of [
      `/${hidden?.idx}`,
      `/community/1/${secretNotice?.postId}`,
      `/community/2/${freePost?.postId}`,
      `/mall/view/${stopped.itemId}`,
    ])
      expect(entries.has(`${publicUrl}${absent}`), absent).toBe(false);
    expect([...entries.keys()].every((loc) => loc.startsWith(`${publicUrl}/`))).toBe(true);
    for (const lastmod of entries.values()) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  });

  it('stops at the protocol’s limit, asking each source only for what the earlier ones left', async () => {
    const asked: number[] = [];
    const source = (count: number) => async (limit: number) => {
      asked.push(limit);
      return Array.from({ length: Math.min(count, limit) }, (_, n) => ({
        path: `/${n}`,
        updated: new Date(0),
      }));
    };
    const entries = await collectEntries([source(3), source(10), source(10)], 8);
    expect(entries).toHaveLength(8);
    expect(asked).toEqual([8, 5]);
    expect(sitemapXml([{ path: '/a?b=1&c=2', updated: new Date(0) }], publicUrl)).toContain(
      `<loc>${publicUrl}/a?b=1&amp;c=2</loc>`,
    );
  });

  it('points crawlers to the sitemap on the official origin and keeps them out of members’ pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /management');
    expect(response.body).toContain('Disallow: /mypage');
  });
});
