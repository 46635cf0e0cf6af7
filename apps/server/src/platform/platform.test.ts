import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferences } from '../modules/conferences/conferences.tables';
import { mallItems } from '../modules/mall/catalog/catalog.tables';
import { createProduct, createWarehouse } from '../test/mall-factories';
import { createTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
const webDistDir = mkdtempSync(join(tmpdir(), 'edu-web-'));

beforeAll(async () => {
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(
    join(webDistDir, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>t</title></head><div id="root"></div></html>',
  );
  // What the web build writes (apps/web/build/preload-routes.ts): landing pages and their chunks.
  writeFileSync(
    join(webDistDir, 'page-preloads.json'),
    JSON.stringify([
      { path: 'main', files: ['/assets/home-1.js'] },
      { path: 'mall/view/:itemId', files: ['/assets/mall-item-1.js', '/assets/money-1.js'] },
      { path: ':idx', files: ['/assets/conference-page-1.js'] },
      { path: 'mall', files: ['/assets/mall-home-1.js'] },
    ]),
  );
  writeFileSync(join(webDistDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDistDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  app = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await app.dispose();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('platform', () => {
  it('reports health only after asking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown /api and /new_api paths with their 404 envelopes', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ err_code: 404, err_msg: '요청한 주소를 찾을 수 없습니다.', contents: null });
    const newApi = await app.inject({ method: 'POST', url: '/new_api/nothing/here' });
    expect(newApi.statusCode).toBe(404);
    expect(newApi.json()).toEqual({ code: '404', message: '요청한 주소를 찾을 수 없습니다.', data: null });
  });

  it('names PUBLIC_URL’s origin in every page, so a page opened at another address can say so', async () => {
    const page = await app.inject({ method: 'GET', url: '/login' });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(
      `<meta name="edu-public-origin" content="${new URL(app.services.config.publicUrl).origin}">`,
    );
  });

  it('sends a strict content security policy and nosniff on every answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/main' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the forms with an address load the postcode search, and no other foreign script', async () => {
    for (const url of ['/register/1', '/signup', '/order', '/main']) {
      const csp = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
      // The simulator runs the payment windows here, so the postcode hosts are the only foreign ones.
      expect(directive('script-src')).toBe(
        "script-src 'self' 'wasm-unsafe-eval' https://t1.kakaocdn.net https://t1.daumcdn.net",
      );
      expect(directive('frame-src')).toBe(
        "frame-src 'self' https://postcode.map.kakao.com https://postcode.map.daum.net",
      );
      expect(directive('connect-src')).toBe("connect-src 'self'");
    }
  });

  it('serves the app for any page path (history fallback) and its hashed assets', async () => {
    for (const url of ['/', '/main', '/introduce/3', '/no/such/page?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
  });

  it('names a landing page’s own chunks, and an item page’s read and picture, in the page it serves', async () => {
    const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
    const main = await page('/main');
    expect(main).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(main).not.toContain('mall-item-1.js');
    expect(await page('/login')).not.toContain('modulepreload');

    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 30_000 });
    const { itemId } = await createProduct(app.db, { warehouseId, price: 9000, stock: 5 });
    await app.db
      .update(mallItems)
      .set({ thumbnailLink: 'mall/thumbnails/P1.webp' })
      .where(eq(mallItems.id, itemId));
    const item = await page(`/mall/view/${itemId}?tab=review`);
    const head = item.slice(0, item.indexOf('</head>'));
    // The picture first: it is the page's largest paint, and the chunks would otherwise queue before it.
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('modulepreload'));
    expect(head).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/mall/thumbnails/P1.webp">',
    );
    expect(head).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/new_api/customer/item/${itemId}">`,
    );
    expect(head).toContain('href="/assets/money-1.js"');
    // No such item: its chunks still, no read or picture named.
    const missing = await page('/mall/view/999999');
    expect(missing).toContain('mall-item-1.js');
    expect(missing).not.toContain('as="fetch"');
    // Not a number: not an item page.
    expect(await page('/mall/view/abc')).not.toContain('modulepreload');
  });

  it('names /mall’s reads in its page: all three on the first page, only the categories when narrowed', async () => {
    const fetches = async (url: string) => {
      const body = (await app.inject({ method: 'GET', url })).body;
      return [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    };
    expect(await fetches('/mall')).toEqual([
      '/new_api/category/list',
      '/new_api/customer/item/new-contents',
      '/new_api/customer/item/list?page=1&amp;size=15&amp;sort=new',
    ]);
    expect(await fetches('/mall?category=3')).toEqual(['/new_api/category/list']);
  });

  it('names a published conference’s read and first banner in its page, and nothing of one not published', async () => {
    const page = async (url: string) => {
      const body = (await app.inject({ method: 'GET', url })).body;
      return body.slice(0, body.indexOf('</head>'));
    };
    const period = { rsdatetime: new Date(), redatetime: new Date(Date.now() + 86_400_000) };
    const [shown] = await app.db
      .insert(conferences)
      .values({
        ...period,
        title: '배너 있는 컨퍼런스',
        banners: ['banners/first.webp', 'banners/second.webp'],
      })
      .returning({ idx: conferences.idx });
    const [hidden] = await app.db
      .insert(conferences)
      .values({ ...period, title: '숨긴 컨퍼런스', banners: ['banners/secret.webp'], isView: 'N' })
      .returning({ idx: conferences.idx });
    app.services.conferenceCatalog.invalidate();
    const head = await page(`/${shown?.idx}`);
    expect(head).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/banners/first.webp">',
    );
    expect(head).not.toContain('second.webp');
    expect(head).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/conference/${shown?.idx}">`,
    );
    expect(head).toContain('href="/assets/conference-page-1.js"');
    const hiddenHead = await page(`/${hidden?.idx}`);
    expect(hiddenHead).not.toContain('secret.webp');
    expect(hiddenHead).not.toContain('as="fetch"');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/conferences', '/api/conference/list', '/api/introduce/{category}']),
    );
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
  });

  it('serves stored uploads with nosniff and refuses paths outside the folder', async () => {
    const { path } = await app.services.storage.put(
      'posts/2026/test.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
    expect(path).toBe('/uploads/posts/2026/test.png');
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    await expect(app.services.storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/outside/);
    const traversal = await app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(traversal.statusCode);
    await app.services.storage.remove(path);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});
