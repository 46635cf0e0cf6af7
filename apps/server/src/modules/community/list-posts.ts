import {
  type BoardId,
  boardIds,
  boardTitles,
  communityLimits,
  type PostList,
  type PostSearchType,
} from '@edu/shared';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like-pattern';
import { membersByIdx } from '../accounts';
import { canReadPost, type Reader, readsAllSecrets } from './community.policy';
import { comments, posts } from './community.tables';
import { pageInfoOf } from './page-info';
import { attachmentCounts } from './post-attachments';
import { maskedTitle } from './post-presenter';

export type ListPostsOptions = {
  db: Db;
  reader: Reader;
  /** Absent or 0: every board. */
  boardId?: number | undefined;
  searchType?: PostSearchType | undefined;
  searchText?: string | undefined;
  page: number;
  /** "My posts": already checked to be the reader's own idx. */
  authorIdx?: number | undefined;
};

/** The posts this reader may open: the others' secret ones are listed but never searched by their words. */
function readableBy(reader: Reader): SQL | undefined {
  if (readsAllSecrets(reader)) return undefined;
  if (!reader) return eq(posts.isSecret, false);
  return or(eq(posts.isSecret, false), eq(posts.memberIdx, reader.memberIdx));
}

/** Authors whose name holds the text, among those who wrote the listed posts. */
async function authorsNamed(db: Db, where: SQL | undefined, text: string): Promise<number[]> {
  const authors = await db.selectDistinct({ idx: posts.memberIdx }).from(posts).where(where);
  const names = await membersByIdx(
    db,
    authors.map((author) => author.idx),
  );
  const wanted = text.toLowerCase();
  return [...names].filter(([, member]) => member.name.toLowerCase().includes(wanted)).map(([idx]) => idx);
}

async function searchCondition(
  options: ListPostsOptions,
  scope: SQL | undefined,
): Promise<SQL | undefined | 'nothing'> {
  const text = options.searchText?.trim();
  if (!text || !options.searchType) return undefined;
  const pattern = containsPattern(text);
  switch (options.searchType) {
    case 'title':
      return and(ilike(posts.title, pattern), readableBy(options.reader));
    case 'content':
      return and(ilike(posts.contentText, pattern), readableBy(options.reader));
    case 'titleContent':
      return and(
        or(ilike(posts.title, pattern), ilike(posts.contentText, pattern)),
        readableBy(options.reader),
      );
    case 'author': {
      const idxs = await authorsNamed(options.db, scope, text);
      return idxs.length > 0 ? inArray(posts.memberIdx, idxs) : 'nothing';
    }
  }
}

/**
 * A page of a board (spec §2 Community): pinned posts first (seq null), then the newest, 12 a page; the
 * rows count down from the total like a Korean board. Pins sort before everything, so they fill the
 * top of page 1 only. Another member's secret post shows a masked title, no thumbnail and canRead false.
 */
export async function listPosts(options: ListPostsOptions): Promise<PostList> {
  const { db, reader, page } = options;
  const size = communityLimits.pageSize;
  const scope = and(
    // No board = the community's four; the Hana Bible library is listed only on its own page.
    options.boardId ? eq(posts.boardId, options.boardId) : inArray(posts.boardId, [...boardIds]),
    options.authorIdx === undefined ? undefined : eq(posts.memberIdx, options.authorIdx),
  );
  const search = await searchCondition(options, scope);
  if (search === 'nothing') return { postList: [], pageInfo: pageInfoOf({ page, total: 0, size }) };
  const where = and(scope, search);

  const [counted] = await db.select({ total: count() }).from(posts).where(where);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * size;
  const rows =
    offset < total
      ? await db
          .select({
            postId: posts.postId,
            boardId: posts.boardId,
            memberIdx: posts.memberIdx,
            title: posts.title,
            isSecret: posts.isSecret,
            isPin: posts.isPin,
            thumbnail: posts.thumbnail,
            hit: posts.hit,
            createdDate: posts.createdDate,
          })
          .from(posts)
          .where(where)
          .orderBy(desc(posts.isPin), desc(posts.createdDate), desc(posts.postId))
          .limit(size)
          .offset(offset)
      : [];
  const postIds = rows.map((row) => row.postId);
  const [commentCounts, authors, filesOf] = await Promise.all([
    postIds.length === 0
      ? []
      : db
          .select({ postId: comments.postId, n: sql<number>`count(*)::int` })
          .from(comments)
          .where(and(inArray(comments.postId, postIds), eq(comments.isDel, 'N')))
          .groupBy(comments.postId),
    membersByIdx(
      db,
      rows.map((row) => row.memberIdx),
    ),
    attachmentCounts(db, postIds),
  ]);
  const commentsOf = new Map(commentCounts.map((row) => [row.postId, Number(row.n)]));

  return {
    postList: rows.map((row, index) => {
      const canRead = canReadPost(reader, row);
      return {
        postId: row.postId,
        boardId: row.boardId,
        boardTitle: boardTitles[row.boardId as BoardId] ?? '',
        postTitle: canRead ? row.title : maskedTitle,
        postAuthor: authors.get(row.memberIdx)?.name ?? '',
        postAuthorId: row.memberIdx,
        isSecret: row.isSecret,
        isPin: row.isPin,
        postThumbnail: canRead ? row.thumbnail : null,
        postHit: row.hit,
        commentCount: commentsOf.get(row.postId) ?? 0,
        createdDateTime: row.createdDate.toISOString(),
        seq: row.isPin ? null : total - offset - index,
        canRead,
        attachmentCount: canRead ? (filesOf.get(row.postId) ?? 0) : 0,
      };
    }),
    pageInfo: pageInfoOf({ page, total, size }),
  };
}
