import { randomBytes } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../modules/accounts';
import { members } from '../modules/accounts/accounts.tables';
import { boards, comments, posts } from '../modules/community/community.tables';
import { conferenceDetails, conferences } from '../modules/conferences/conferences.tables';
import { introductions } from '../modules/introduction/introduction.tables';
import { kioskContents } from '../modules/kiosk/kiosk.tables';
import { sitePagesTable } from '../modules/site-pages/site-pages.tables';
import type { FileStorage } from '../modules/storage';
import type { Db } from '../platform/db/database';
import { daysFrom, demoConferences, sessionTiming } from './demo-conferences';
import { demoBoards, demoComments, demoIntroductions, demoKiosk, demoPosts } from './demo-pages';
import { demoSitePages } from './demo-site-pages';
import { seedMall } from './seed-mall';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

const demoMembers = [
  { uid: 'member1', name: '김교사', phone: '01012345678', email: 'member1@example.com' },
  { uid: 'member2', name: '이부장', phone: '01087654321', email: 'member2@example.com' },
];

const generatedPassword = () => randomBytes(9).toString('base64url');

/** True when the database holds no member yet: the first start, when demo data is loaded. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(members);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads whatever part of the demo data is missing (accounts, conferences, introduction pages, boards
 * and posts, kiosk content, the mall's catalogue). Running it again changes nothing. Generated passwords are printed once.
 */
export async function seedDemoData(options: {
  db: Db;
  adminPassword: string | undefined;
  log: Log;
  /** Where the mall's demo pictures, samples and files are stored. */
  storage: FileStorage;
  now?: Date;
}) {
  const { db, log } = options;
  const now = options.now ?? new Date();
  const createdAccounts: string[] = [];

  const existing = await db
    .select({ uid: members.uid })
    .from(members)
    .where(inArray(members.uid, ['admin', ...demoMembers.map((m) => m.uid)]));
  const existingUids = new Set(existing.map((row) => row.uid));
  const accounts = [
    {
      uid: 'admin',
      name: '관리자',
      phone: '01069510300',
      email: 'admin@example.com',
      level: 10,
      password: options.adminPassword,
    },
    ...demoMembers.map((member) => ({ ...member, level: 2, password: undefined as string | undefined })),
  ].filter((account) => !existingUids.has(account.uid));
  // Hash outside the transaction: it takes a while and PGlite has one connection.
  const newAccounts = await Promise.all(
    accounts.map(async (account) => {
      const password = account.password ?? generatedPassword();
      // The log says which account is the administrator's (level 10, /management).
      const role = account.level === 10 ? '관리자' : '회원';
      if (!account.password) createdAccounts.push(`${account.uid} (${role}) / ${password}`);
      return { ...account, passwordHash: await hashPassword(password) };
    }),
  );

  await db.transaction(async (tx) => {
    if (newAccounts.length > 0) {
      await tx.insert(members).values(
        newAccounts.map(({ uid, name, phone, email, level, passwordHash }) => ({
          uid,
          name,
          phone,
          email,
          level,
          passwordHash,
          isAgree: 'Y',
        })),
      );
    }
    const memberRows = await tx
      .select({ idx: members.idx, uid: members.uid })
      .from(members)
      .where(inArray(members.uid, ['admin', ...demoMembers.map((m) => m.uid)]));
    const memberIdx = new Map(memberRows.map((row) => [row.uid, row.idx]));
    const adminIdx = memberIdx.get('admin');
    if (adminIdx === undefined) throw new Error('demo administrator missing');

    const [conferenceCount] = await tx.select({ n: count() }).from(conferences);
    if ((conferenceCount?.n ?? 0) === 0) {
      for (const demo of demoConferences) {
        const rsdatetime = daysFrom(now, demo.opensInDays);
        const redatetime = daysFrom(now, demo.closesInDays);
        const [conference] = await tx
          .insert(conferences)
          .values({
            title: demo.title,
            category: demo.category,
            contents: demo.contents,
            rsdatetime,
            redatetime,
            cancelDay: demo.cancelDay,
            isAddress: demo.isAddress,
            createdMember: adminIdx,
            ...demo.settings,
          })
          .returning({ idx: conferences.idx });
        if (!conference) throw new Error('conference insert returned nothing');
        await tx.insert(conferenceDetails).values(
          demo.sessions.flatMap((session) => {
            const { startsAt, schedule } = sessionTiming(now, session);
            return session.departments.map((department, sort) => ({
              conferenceIdx: conference.idx,
              number: session.number,
              label: session.label ?? null,
              local: session.local,
              place: session.place,
              schedule,
              startsAt,
              releaseAt: session.releasedInDays === undefined ? null : daysFrom(now, session.releasedInDays),
              roomGuide: session.roomGuide ?? null,
              dept: department.dept,
              price: department.price,
              limitPersonnel: department.limit,
              rsdatetime,
              redatetime,
              sort,
            }));
          }),
        );
      }
    }

    await tx.insert(introductions).values(demoIntroductions).onConflictDoNothing();
    await tx.insert(sitePagesTable).values(demoSitePages).onConflictDoNothing();
    await tx.insert(boards).values(demoBoards).onConflictDoNothing();
    await tx.insert(kioskContents).values(demoKiosk).onConflictDoNothing();

    const [postCount] = await tx.select({ n: count() }).from(posts);
    if ((postCount?.n ?? 0) === 0) {
      const authorIdx = (uid: string) => memberIdx.get(uid) ?? adminIdx;
      const inserted = await tx
        .insert(posts)
        .values(demoPosts.map(({ author, ...post }) => ({ ...post, memberIdx: authorIdx(author) })))
        .returning({ postId: posts.postId, title: posts.title });
      const postIdByTitle = new Map(inserted.map((row) => [row.title, row.postId]));
      await tx.insert(comments).values(
        demoComments.flatMap(({ postTitle, author, content }) => {
          const postId = postIdByTitle.get(postTitle);
          return postId ? [{ postId, memberIdx: authorIdx(author), content }] : [];
        }),
      );
    }
  });

  if (createdAccounts.length > 0) {
    // Printed once, on the run that created them; only their hashes are stored.
    log.warn(`Demo accounts created (id / password), shown only now: ${createdAccounts.join(', ')}`);
  }
  log.info('loading demo data: mall (items, pictures and files)…');
  await seedMall({ db, storage: options.storage, now });
  return { createdAccounts: newAccounts.map((account) => account.uid) };
}
