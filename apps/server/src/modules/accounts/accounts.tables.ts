import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Members of the site. A null password hash means the member joined only through social login. */
export const members = pgTable(
  'members',
  {
    idx: serial('idx').primaryKey(),
    uid: varchar('uid', { length: 50 }).notNull(),
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 200 }).notNull().default(''),
    /** 1 restricted, 2 member, 5 staff, 10 administrator. */
    level: smallint('level').notNull().default(2),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    isAgree: char('is_agree', { length: 1 }).notNull().default('N'),
    /** The age given at sign-up: 'Y' 14 or older, 'N' under 14 (joined with a guardian's consent); null before it was asked. */
    isOver14: char('is_over14', { length: 1 }),
    /** Under 14: the guardian (법정대리인) who consented, and when their phone's code was checked. */
    guardianName: varchar('guardian_name', { length: 50 }),
    guardianPhone: varchar('guardian_phone', { length: 20 }),
    guardianVerifiedDate: timestamp('guardian_verified_date', { withTimezone: true }),
    zipCode: varchar('zip_code', { length: 10 }),
    address: varchar('address', { length: 200 }),
    detailedAddress: varchar('detailed_address', { length: 200 }),
    kakaoId: varchar('kakao_id', { length: 100 }),
    naverId: varchar('naver_id', { length: 100 }),
    appleId: varchar('apple_id', { length: 200 }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
    lastLoginDate: timestamp('last_logindate', { withTimezone: true }),
    withdrawnDate: timestamp('withdrawn_date', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_uid_key').on(t.uid),
    index('members_phone_idx').on(t.phone),
    uniqueIndex('members_kakao_id_key').on(t.kakaoId).where(sql`${t.kakaoId} is not null`),
    uniqueIndex('members_naver_id_key').on(t.naverId).where(sql`${t.naverId} is not null`),
    uniqueIndex('members_apple_id_key').on(t.appleId).where(sql`${t.appleId} is not null`),
  ],
);

/** Opaque login sessions; only the SHA-256 of the token is stored, so a database leak reveals no token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    memberIdx: integer('member_idx')
      .notNull()
      .references(() => members.idx, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberIdx),
  ],
);

/** Failed logins per account, to cap guessing at 100 an hour whatever the addresses used. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    memberIdx: integer('member_idx')
      .notNull()
      .references(() => members.idx, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_member_idx').on(t.memberIdx, t.createdAt)],
);

/** Codes sent to phones by KakaoTalk (sign-up and recovery). Only a hash of the code is kept. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    /** What the code is for (CodePurpose in phone-codes.ts). */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Recovery: the member the code was sent for, and the hash of the temporary token that goes with it. */
    memberIdx: integer('member_idx').references(() => members.idx, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);
