import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteInfo } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, posts } from '../../modules/community/community.tables';
import { conferences } from '../../modules/conferences/conferences.tables';
import { mallItems } from '../../modules/mall/catalog/catalog.tables';
import { createMember } from '../../test/factories';
import { createProduct, createWarehouse } from '../../test/mall-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const publicUrl = 'https://edu.example.kr';
let app: TestApp;
let authorIdx: number;
const webDistDir = mkdtempSync(join(tmpdir(), 'edu-web-'));

beforeAll(async () => {
  mkdirSync(join(webDistDir, 'assets'));
  // As the web build writes it: a title and a description of its own, which each page replaces.
  writeFileSync(
    join(webDistDir, 'index.html'),
    `<!doctype html><html lang="ko"><head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="빌드의 설명"
    />
    <title>빌드의 제목</title>
  </head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    join(webDistDir, 'page-preloads.json'),
    JSON.stringify([{ path: ':idx', files: ['/assets/conference-page-1.js'] }]),
  );
  app = await createTestApp({ webDistDir, publicUrl });
  authorIdx = (await createMember(app.db, { level: 10 })).idx;
});
afterAll(async () => {
  await app.dispose();
  rmSync(webDistDir, { recursive: true, force: true });
});

/** The page's head as a crawler gets it: no script runs. */
async function headOf(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body.slice(0, response.body.indexOf('</head>'));
}

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Every og: tag of the head, and its title and description, decoded. */
function previewOf(head: string) {
  const og = Object.fromEntries(
    [...head.matchAll(/<meta property="(og:[a-z_]+)" content="([^"]*)">/g)].map((m) => [
      m[1],
      decode(m[2] ?? ''),
    ]),
  );
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? ''));
  const descriptions = [...head.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((m) =>
    decode(m[1] ?? ''),
  );
  return { og, titles, descriptions };
}

/** What a page that shows nothing of its own says: the site's name and description. */
function expectSitePreview(head: string, path: string) {
  const { og, titles, descriptions } = previewOf(head);
  expect(titles).toEqual([siteInfo.name]);
  expect(descriptions).toEqual([siteInfo.description]);
  expect(og).toEqual({
    'og:type': 'website',
    'og:site_name': siteInfo.name,
    'og:locale': 'ko_KR',
    'og:title': siteInfo.name,
    'og:description': siteInfo.description,
    'og:url': `${publicUrl}${path}`,
  });
}

const period = { rsdatetime: new Date(), redatetime: new Date(Date.now() + 86_400_000) };

async function insertConference(values: Partial<typeof conferences.$inferInsert>) {
  const [row] = await app.db
    .insert(conferences)
    .values({ ...period, title: '컨퍼런스', ...values })
    .returning({ idx: conferences.idx });
  app.services.conferenceCatalog.invalidate();
  return row?.idx as number;
}

async function insertPost(values: Partial<typeof posts.$inferInsert>) {
  const [row] = await app.db
    .insert(posts)
    .values({ boardId: 1, memberIdx: authorIdx, title: '글', content: '<p>본문</p>', ...values })
    .returning({ postId: posts.postId });
  return row?.postId as number;
}

describe('shared-link previews in the served page', () => {
  it('gives a conference page fetched without JavaScript its own title, text, picture and address', async () => {
    const idx = await insertConference({
      title: '2025 여름 교사 컨퍼런스',
      contents: '<h2>안내</h2><p>교회학교 교사를 위한 <strong>여름</strong> 컨퍼런스입니다.</p>',
      banners: ['banners/summer.webp'],
      thumbnail: 'thumbnails/summer.webp',
    });
    for (const url of [`/${idx}`, `/app/${idx}?from=kakao`]) {
      const head = await headOf(url);
      const { og, titles, descriptions } = previewOf(head);
      expect(og).toEqual({
        'og:type': 'website',
        'og:site_name': siteInfo.name,
        'og:locale': 'ko_KR',
        'og:title': '2025 여름 교사 컨퍼런스',
        'og:description': '안내 교회학교 교사를 위한 여름 컨퍼런스입니다.',
        // The in-app address is the same conference: both name the one canonical page.
        'og:url': `${publicUrl}/${idx}`,
        'og:image': `${publicUrl}/uploads/banners/summer.webp`,
      });
      expect(titles).toEqual([`2025 여름 교사 컨퍼런스 | ${siteInfo.name}`]);
      expect(descriptions).toEqual(['안내 교회학교 교사를 위한 여름 컨퍼런스입니다.']);
    }
    // The preloads are still there beside it (one mechanism writes both).
    expect(await headOf(`/${idx}`)).toContain('href="/assets/conference-page-1.js"');
  });

  it('gives an item page its own preview, the description cut to a line and the thumbnail absolute', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 30_000 });
    const { itemId } = await createProduct(app.db, { warehouseId, price: 9000, title: '여름성경학교 교재' });
    const long = '말씀을 따라 걷는 여름 '.repeat(40);
    await app.db
      .update(mallItems)
      .set({ thumbnailLink: '/uploads/mall/thumbnails/P9.webp', description: `<p>${long}</p>` })
      .where(eq(mallItems.id, itemId));
    const { og, titles, descriptions } = previewOf(await headOf(`/mall/view/${itemId}?tab=review`));
    expect(og['og:title']).toBe('여름성경학교 교재');
    expect(og['og:url']).toBe(`${publicUrl}/mall/view/${itemId}`);
    expect(og['og:image']).toBe(`${publicUrl}/uploads/mall/thumbnails/P9.webp`);
    expect(og['og:description']?.endsWith('…')).toBe(true);
    expect(og['og:description']?.length).toBeLessThanOrEqual(151);
    expect(long.startsWith((og['og:description'] ?? '').slice(0, -1))).toBe(true);
    expect(titles).toEqual([`여름성경학교 교재 - 콘텐츠몰 | ${siteInfo.name}`]);
    expect(descriptions).toEqual([og['og:description']]);
  });

  it('gives a post its title, first words and first picture; a secret post or a members’ board the site’s', async () => {
    const notice = await insertPost({
      title: '겨울 컨퍼런스 접수 안내',
      content: '<p>접수가 시작되었습니다.</p><p><img alt="포스터" src="/uploads/editor/poster.png"></p>',
      contentText: '접수가 시작되었습니다.',
    });
    const { og } = previewOf(await headOf(`/community/1/${notice}`));
    expect(og).toMatchObject({
      'og:type': 'article',
      'og:title': '겨울 컨퍼런스 접수 안내',
      'og:description': '접수가 시작되었습니다.',
      'og:image': `${publicUrl}/uploads/editor/poster.png`,
      'og:url': `${publicUrl}/community/1/${notice}`,
    });

    const secret = await insertPost({
      boardId: 3,
      title: '비밀 상담 글',
      content: '<p>개인 사정</p><img src="/uploads/editor/private.png">',
      contentText: '개인 사정',
      isSecret: true,
    });
    const secretHead = await headOf(`/community/3/${secret}`);
    expectSitePreview(secretHead, `/community/3/${secret}`);
    expect(secretHead).not.toMatch(/비밀 상담|개인 사정|private\.png/);

    // The library keeps its files for members: its posts show nothing of theirs to a shared link.
    const library = await insertPost({ boardId: 5, title: '회원 자료', contentText: '자료 설명' });
    const [board] = await app.db.select().from(boards).where(eq(boards.boardId, 5));
    expect(board?.attachmentAccess).toBe('members');
    const libraryHead = await headOf(`/hana-bible/board/5/${library}`);
    expectSitePreview(libraryHead, `/hana-bible/board/5/${library}`);
    expect(libraryHead).not.toMatch(/회원 자료|자료 설명/);
  });

  it('shows nothing of a conference that is not published, nor of what does not exist', async () => {
    const hidden = await insertConference({
      title: '숨긴 컨퍼런스',
      contents: '<p>공개 전 내용</p>',
      banners: ['banners/secret.webp'],
      isView: 'N',
    });
    const hiddenHead = await headOf(`/${hidden}`);
    expectSitePreview(hiddenHead, `/${hidden}`);
    expect(hiddenHead).not.toMatch(/숨긴|공개 전|secret\.webp/);
    expectSitePreview(await headOf('/mall/view/999999'), '/mall/view/999999');
    expectSitePreview(await headOf('/community/1/999999'), '/community/1/999999');
  });

  it('keeps a title with "<>&\' inside its tags', async () => {
    const idx = await insertConference({
      title: `"><script>alert(1)</script> & '따옴표'`,
      contents: '<p>a &lt;b&gt; &amp; "c"</p>',
    });
    const head = await headOf(`/${idx}`);
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toMatch(/content="[^"]*"><script/);
    const { og, titles } = previewOf(head);
    expect(og['og:title']).toBe(`"><script>alert(1)</script> & '따옴표'`);
    expect(og['og:description']).toBe('a <b> & "c"');
    expect(titles).toEqual([`"><script>alert(1)</script> & '따옴표' | ${siteInfo.name}`]);
  });

  it('gives every other page the site’s preview, once, at its own address on the official origin', async () => {
    expectSitePreview(await headOf('/conf'), '/conf');
    expectSitePreview(await headOf('/login?next=/profile'), '/login');
    // Another host in the path stays a path on our origin.
    const { og } = previewOf(await headOf('//elsewhere.example/x'));
    expect(og['og:url']).toBe(`${publicUrl}//elsewhere.example/x`);
  });
});
