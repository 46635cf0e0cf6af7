import {
  type ItemStatus,
  isTimedMedia,
  productNoticeProblem,
  sampleTextMissing,
  sitePages,
} from '@edu/shared';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/accounts';
import { members } from '../modules/accounts/accounts.tables';
import { normalisePhone } from '../modules/accounts/phone-codes';
import { boards, posts } from '../modules/community/community.tables';
import { conferenceDetails, conferences } from '../modules/conferences/conferences.tables';
import { introductions } from '../modules/introduction/introduction.tables';
import { kioskContents } from '../modules/kiosk/kiosk.tables';
import { mallItems } from '../modules/mall/catalog/catalog.tables';
import { mallReviews } from '../modules/mall/reviews/reviews.tables';
import { sitePagesTable } from '../modules/site-pages/site-pages.tables';
import { createLocalStorage, type FileStorage } from '../modules/storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data';

let app: TestApp;
const warnings: string[] = [];
const log = { info: () => {}, warn: (message: string) => warnings.push(message) } as never;

let storage: FileStorage;

beforeAll(async () => {
  app = await createTestApp();
  storage = createLocalStorage(app.services.config.uploadsDir);
});
afterAll(() => app.dispose());

async function counts() {
  const db = app.db;
  const tally = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    members: await tally(members),
    conferences: await tally(conferences),
    details: await tally(conferenceDetails),
    introductions: await tally(introductions),
    sitePages: await tally(sitePagesTable),
    boards: await tally(boards),
    posts: await tally(posts),
    kiosk: await tally(kioskContents),
    mallItems: await tally(mallItems),
    mallReviews: await tally(mallReviews),
    mallCategoriesUsed: (await db.selectDistinct({ id: mallItems.categoryId }).from(mallItems)).length,
  };
}

/** How many neighbouring pixels in the middle third of a 480-pixel cover differ by more than 60 grey levels. */
async function sharpSteps(cover: Buffer): Promise<number> {
  const band = await sharp(cover)
    .extract({ left: 0, top: 160, width: 480, height: 160 })
    .greyscale()
    .raw()
    .toBuffer();
  let steps = 0;
  for (let index = 1; index < band.length; index += 1)
    if (index % 480 !== 0 && Math.abs((band[index] ?? 0) - (band[index - 1] ?? 0)) > 60) steps += 1;
  return steps;
}

describe('demo data', () => {
  it('loads accounts, conferences, pages, posts and kiosk content into an empty database, once', async () => {
    const db = app.db;
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemoData({ db, adminPassword: 'admin-secret-1', log, storage });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const first = await counts();
    expect(first).toMatchObject({
      members: 3,
      conferences: 4,
      introductions: 5,
      sitePages: sitePages.length,
      boards: 5,
      kiosk: 2,
    });
    // Every content page has believable content, never placeholder text.
    for (const page of await db.select().from(sitePagesTable))
      expect(page.contents).not.toMatch(/lorem|placeholder|TODO|준비 중/i);
    // The mall: at least 40 items across every category, some with reviews.
    expect(first.mallItems).toBeGreaterThanOrEqual(40);
    expect(first.mallCategoriesUsed).toBe(7);
    expect(first.mallReviews).toBeGreaterThan(0);
    expect(first.details).toBeGreaterThan(10);

    await seedDemoData({ db, adminPassword: 'admin-secret-1', log, storage });
    expect(await counts()).toEqual(first);
    // Seeding draws some 80 pictures with words (covers, previews): this test took 7.9 s before they had
    // words and 13.6 s after, on the 2-core machine at a load average of 14 (18.5 s beside another file).
  }, 60_000);

  it('gives every digital content the 미리보기 its notice promises: a watermarked picture of an image or a file', async () => {
    const contents = (await app.db.select().from(mallItems)).filter((item) => item.itemType === 'CONTENT');
    expect(contents.length).toBeGreaterThan(30);
    for (const item of contents) {
      expect(item.sampleLink, item.title).not.toBeNull();
      const sample = await app.inject({ method: 'GET', url: item.sampleLink ?? '' });
      expect(sample.statusCode, item.title).toBe(200);
      if (item.contentType === 'IMAGE' || item.contentType === 'FILE') {
        expect(item.sampleLink, item.title).toMatch(/\.jpg$/);
        expect(await sharp(sample.rawPayload).metadata(), item.title).toMatchObject({
          format: 'jpeg',
          width: 480,
        });
      }
    }
  });

  it('says what is spoken or sung in every sound and video sample on sale, or that nothing is (KWCAG 1.2.1)', async () => {
    const timed = (await app.db.select().from(mallItems)).filter((item) => isTimedMedia(item.sampleLink));
    expect(timed.length).toBeGreaterThan(5);
    for (const item of timed)
      expect(sampleTextMissing({ ...item, itemStatus: item.itemStatus as ItemStatus }), item.title).toBe(
        false,
      );
  });

  it('states the 상품정보제공고시 of every demo item in full, so the demo stays on sale', async () => {
    const items = await app.db.select().from(mallItems);
    const groups = new Set(items.map((item) => item.productNotice?.group));
    expect([...groups].sort()).toEqual(['BOOK', 'DIGITAL_CONTENT', 'OTHER_GOODS']);
    for (const item of items)
      expect(productNoticeProblem({ ...item, itemStatus: 'SALE' }), item.title).toBeNull();
  });

  it('draws every cover with words on it (title and kind), not a blank label', async () => {
    for (const item of await app.db.select().from(mallItems)) {
      const cover = await app.inject({ method: 'GET', url: item.thumbnailLink ?? '' });
      expect(cover.statusCode, item.title).toBe(200);
      // The middle third, where the title is: letters are sharp steps from one pixel to the next; a blank
      // label and soft shapes have few (the old covers at most 145, the drawn titles at least 1,019).
      expect(await sharpSteps(cover.rawPayload), item.title).toBeGreaterThan(500);
    }
  });

  it('gives the administrator the configured password, hashed with argon2id, and level 10', async () => {
    const [admin] = await app.db.select().from(members).where(eq(members.uid, 'admin'));
    expect(admin?.level).toBe(10);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'admin-secret-1')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'wrong-password')).toBe(false);
    // Its record passes the site's own phone rule, so the administrator can save it.
    expect(normalisePhone(admin?.phone ?? '')).toBe(admin?.phone);
  });

  it('prints generated member passwords once, and they work', async () => {
    expect(warnings).toHaveLength(1);
    const match = warnings[0]?.match(/member1 \(회원\) \/ (\S+),/);
    expect(match).not.toBeNull();
    const [member] = await app.db.select().from(members).where(eq(members.uid, 'member1'));
    expect(await verifyPassword(member?.passwordHash ?? '', match?.[1] ?? '')).toBe(true);
    expect(warnings[0]).not.toContain('admin (관리자) /');
  });

  it('has one ongoing, one upcoming and two ended conferences', async () => {
    const now = Date.now();
    const rows = await app.db.select().from(conferences);
    const open = rows.filter((row) => row.rsdatetime.getTime() <= now && now <= row.redatetime.getTime());
    const upcoming = rows.filter((row) => row.rsdatetime.getTime() > now);
    const ended = rows.filter((row) => row.redatetime.getTime() < now);
    expect([open.length, upcoming.length, ended.length]).toEqual([1, 1, 2]);
  });
});
