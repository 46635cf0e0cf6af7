import {
  boolean,
  char,
  date,
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
import { members } from '../accounts/accounts.tables';

/** The boards: 1 notices, 2 free board, 3 Q&A, 4 education webzine (the community), 5 the Hana Bible library. */
export const boards = pgTable('boards', {
  boardId: integer('board_id').primaryKey(),
  title: varchar('title', { length: 50 }).notNull(),
  /** Lowest member level allowed to write. */
  writeLevel: smallint('write_level').notNull(),
  /** Who downloads its posts' attachments: 'readers' (whoever may read the post) or 'members'. */
  attachmentAccess: varchar('attachment_access', { length: 10 }).notNull().default('readers'),
});

export const posts = pgTable(
  'posts',
  {
    postId: serial('post_id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => boards.boardId),
    memberIdx: integer('member_idx')
      .notNull()
      .references(() => members.idx),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML, as served. */
    content: text('content').notNull(),
    /** The visible text of `content` (tags dropped, entities decoded): what a content search looks in. */
    contentText: text('content_text').notNull().default(''),
    isSecret: boolean('is_secret').notNull().default(false),
    isPin: boolean('is_pin').notNull().default(false),
    thumbnail: text('thumbnail'),
    hit: integer('hit').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_board_idx').on(t.boardId, t.isPin, t.createdDate),
    index('posts_member_idx').on(t.memberIdx),
  ],
);

export const comments = pgTable(
  'comments',
  {
    commentId: serial('comment_id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.postId, { onDelete: 'cascade' }),
    memberIdx: integer('member_idx')
      .notNull()
      .references(() => members.idx),
    content: text('content').notNull(),
    isDel: char('is_del', { length: 1 }).notNull().default('N'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdDate)],
);

/**
 * Who has already been counted in a post's hits on a Korean day: a member (`m:<idx>`) or a visitor (a
 * salted hash of address and browser). One row per viewer, post and day; the hit goes up only when
 * the row is new.
 */
export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.postId, { onDelete: 'cascade' }),
    viewerKey: varchar('viewer_key', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('post_views_viewer_day').on(t.postId, t.viewerKey, t.day),
    index('post_views_day').on(t.day),
  ],
);

/**
 * Files attached to a post (at most 5): stored privately under `fileKey`, never at a public address;
 * handed out by GET /new_api/post/attachment/{attachmentId} to those the post and its board allow.
 */
export const postAttachments = pgTable(
  'post_attachments',
  {
    attachmentId: serial('attachment_id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.postId, { onDelete: 'cascade' }),
    /** The name it was uploaded with (NFC, plain): what the download is called. */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    fileKey: text('file_key').notNull(),
    bytes: integer('bytes').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_attachments_post_idx').on(t.postId, t.attachmentId)],
);
